// Ctrl-C and wake-ups at the terminal (terminal.c): the signal handlers, the flag a long
// computation asks, and the key reader readline uses, which also wakes for a verdict derived in
// the background. Only the executable uses it.
#ifndef PALETTE_REPL_CTERMINAL_H
#define PALETTE_REPL_CTERMINAL_H
#include <stdio.h>

// The shell's handler: Ctrl-C sets the flag and writes a byte to a pipe palette_repl_getc waits on.
int palette_repl_catch_interrupts(void);
// A one-shot command's handler: the first Ctrl-C sets the flag, a second ends the process (130).
int palette_repl_catch_one_shot_interrupts(void);
// Whether Ctrl-C was pressed since the flag was cleared; safe from any thread.
int palette_repl_interrupted(void);
// Whether Ctrl-C was pressed since the last call; empties the pipe and clears the flag.
int palette_repl_take_interrupt(void);
// readline's rl_getc_function: a key, with Ctrl-C and wake-ups handled while it waits.
int palette_repl_getc(FILE *stream);
// Makes the wake pipe; `hook` runs on readline's thread when palette_repl_wake was called.
int palette_repl_make_wake_pipe(void (*hook)(void));
// Wakes palette_repl_getc; safe from any thread.
void palette_repl_wake(void);

#endif
