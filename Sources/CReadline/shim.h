// GNU readline and its history library (Debian: libreadline-dev). readline.h needs stdio.h first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
