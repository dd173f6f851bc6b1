// GNU readline and its history library (Debian: libreadline-dev). readline.h needs stdio.h first.
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Ctrl-C at the prompt. The handler only sets a flag, which is all a signal handler may safely
// do (no allocation, no locks, no readline calls); readline calls rl_signal_event_hook when its
// read() is interrupted, and the hook clears the line outside the handler. The flag and handler
// are C because a Swift global is initialised lazily, which is not async-signal-safe.
static volatile sig_atomic_t palette_repl_interrupted = 0;

static void palette_repl_note_interrupt(int signal_number) {
    (void)signal_number;
    palette_repl_interrupted = 1;
}

// No SA_RESTART: the blocked read() must return EINTR so readline calls the hook.
static inline int palette_repl_catch_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = palette_repl_note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL);
}

// Reads and clears the flag.
static inline int palette_repl_take_interrupt(void) {
    int was = palette_repl_interrupted;
    palette_repl_interrupted = 0;
    return was;
}
