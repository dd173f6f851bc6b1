// Ctrl-C and wake-ups for the shell and the one-shot commands: one definition of the handler's
// state, which every caller shares (a header's static state would be copied into each Swift file
// that calls it). See CTerminal.h.
// pipe2 is a GNU extension.
#define _GNU_SOURCE
#include "CTerminal.h"
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/select.h>
#include <readline/readline.h>

// Ctrl-C at the prompt. The handler only writes a byte to a pipe, which is all a signal
// handler may safely do (no allocation, no locks, no readline calls), and which reaches the
// wait for a key whichever thread the kernel gives the signal to: palette_repl_getc waits on the
// terminal and the pipe together and calls rl_signal_event_hook when the pipe has a byte, and
// the hook clears the line outside the handler. The pipe and handler are C because a Swift
// global is initialised lazily, which is not async-signal-safe.
static int palette_repl_interrupt_pipe[2] = {-1, -1};
// Set by the handler and read by the computation of the line (a flag is async-signal-safe to
// write): a long computation asks it between steps and stops; cleared with the pipe.
static volatile sig_atomic_t palette_repl_interrupt_flag = 0;

static void palette_repl_note_interrupt(int signal_number) {
    (void)signal_number;
    int saved = errno;
    palette_repl_interrupt_flag = 1;
    (void)write(palette_repl_interrupt_pipe[1], "", 1);
    errno = saved;
}

// Whether Ctrl-C was pressed since the flag was last cleared; safe from any thread.
int palette_repl_interrupted(void) {
    return palette_repl_interrupt_flag != 0;
}

// A one-shot command: the first Ctrl-C sets the flag, which its computation asks between steps
// (it then stops and exits 130, writing nothing); a second Ctrl-C ends the process at once, for
// whatever does not ask.
static void palette_repl_note_one_shot_interrupt(int signal_number) {
    (void)signal_number;
    if (palette_repl_interrupt_flag) _exit(130);
    palette_repl_interrupt_flag = 1;
}

int palette_repl_catch_one_shot_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = palette_repl_note_one_shot_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, NULL);
}

// A byte written here from any thread wakes palette_repl_getc, which calls the wake hook on
// readline's thread: a verdict derived in the background is shown above the line being typed.
static int palette_repl_wake_pipe[2] = {-1, -1};
static void (*palette_repl_wake_hook)(void) = NULL;

int palette_repl_make_wake_pipe(void (*hook)(void)) {
    palette_repl_wake_hook = hook;
    if (palette_repl_wake_pipe[0] >= 0) return 0;
    return pipe2(palette_repl_wake_pipe, O_NONBLOCK | O_CLOEXEC);
}

void palette_repl_wake(void) {
    if (palette_repl_wake_pipe[1] >= 0) (void)write(palette_repl_wake_pipe[1], "", 1);
}

// Both ends non-blocking: a full pipe already records an interrupt, and draining stops at empty.
// SA_RESTART: an interrupted system call of a running command goes on; the wait for a key
// returns at the pipe's byte whichever thread the kernel gives the signal to.
int palette_repl_catch_interrupts(void) {
    if (palette_repl_interrupt_pipe[0] < 0 && pipe2(palette_repl_interrupt_pipe, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = palette_repl_note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, NULL);
}

// Whether Ctrl-C was pressed since the last call; the pipe is emptied and the flag cleared.
int palette_repl_take_interrupt(void) {
    char bytes[64];
    int was = 0;
    while (read(palette_repl_interrupt_pipe[0], bytes, sizeof bytes) > 0) was = 1;
    palette_repl_interrupt_flag = 0;
    return was;
}

// readline's rl_getc_function: the next key, with any Ctrl-C pressed before it taken first.
// readline's own rl_getc calls rl_signal_event_hook only when a signal interrupts its read(); a
// Ctrl-C that comes while readline inserts or redraws keys it has already read, or one the
// kernel gives to another thread, interrupts nothing, and the line would not be abandoned. The
// terminal discards its input queue at Ctrl-C, so every key read after the hook runs was typed
// after the interrupt and starts the new line; a key read just before it belongs to the line
// the hook then abandons.
int palette_repl_getc(FILE *stream) {
    int descriptor = fileno(stream);
    int interrupts = palette_repl_interrupt_pipe[0];
    for (;;) {
        // Signals readline's own handlers caught (a window resize) are handled before waiting.
        rl_check_signals();
        int wakes = palette_repl_wake_pipe[0];
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(descriptor, &readable);
        FD_SET(interrupts, &readable);
        int highest = descriptor > interrupts ? descriptor : interrupts;
        if (wakes >= 0) {
            FD_SET(wakes, &readable);
            if (wakes > highest) highest = wakes;
        }
        if (select(highest + 1, &readable, NULL, NULL, NULL) < 0) {
            if (errno == EINTR) continue;
            return EOF;
        }
        if (FD_ISSET(interrupts, &readable)) {
            if (rl_signal_event_hook) rl_signal_event_hook(); else palette_repl_take_interrupt();
            continue;
        }
        if (wakes >= 0 && FD_ISSET(wakes, &readable)) {
            char bytes[64];
            while (read(wakes, bytes, sizeof bytes) > 0) {}
            if (palette_repl_wake_hook) palette_repl_wake_hook();
            continue;
        }
        // The read does not wait: a Ctrl-C between select() and read() empties the terminal's
        // queue, and a blocking read() would then wait for the next key with the interrupt
        // untaken. The flag is set on the terminal only for this call, since the terminal's
        // output (readline's and the shell's) shares it.
        int flags = fcntl(descriptor, F_GETFL);
        if (flags >= 0 && (flags & O_NONBLOCK) == 0) fcntl(descriptor, F_SETFL, flags | O_NONBLOCK);
        unsigned char key;
        ssize_t count = read(descriptor, &key, 1);
        int readError = errno;
        if (flags >= 0 && (flags & O_NONBLOCK) == 0) fcntl(descriptor, F_SETFL, flags);
        if (count == 1) return key;
        if (count == 0) return EOF;
        if (readError == EINTR || readError == EAGAIN || readError == EWOULDBLOCK) continue;
        return EOF;
    }
}
