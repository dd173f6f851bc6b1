# Sourced by .ci/run and tools/plugin_noop_build.sh. SwiftPM itself has crashed (`swift build`
# of Examples/PaletteApp ended by SIGSEGV, once, in tools/plugin_noop_build.sh under `bash .ci/run`
# on 2026-12-07; the same script then ran clean): a command a signal ends is run once more, and
# says so. An error of the code built (an exit status below 128) fails at once, and a second
# crash fails.
# The notice goes to the standard error the script had when it sourced this, so that a call
# whose output is sent to a file or /dev/null still says it ran its command again.
exec {swift_once_more_notice}>&2
swift_once_more_if_crashed() {
  local status=0
  "$@" || status=$?
  if [ "$status" -ge 128 ]; then
    echo "swift_once_more_if_crashed: '$*' was ended by signal $((status - 128)); running it once more" >&"$swift_once_more_notice"
    "$@"
  else
    return "$status"
  fi
}
