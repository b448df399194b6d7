#!/bin/sh
# Hook launcher of hooks/hooks.json: sh ck-hook.sh EVENT, payload on stdin, JSON answer on stdout, exit 0.
# post-tool-use and pre-tool-use go to the warm hook server through hooks/client.py once a server has found a fast
# Python (the interpreter it names in the state dir); otherwise, and for user-prompt-submit, the in-process hook
# runs (hooks/run-hook.cjs), which starts a server for the next calls. CK_HOOK_SERVER=0 keeps every hook in-process.
case "$0" in
  */*) here=${0%/*} ;;
  *) here=. ;;
esac
case "$1" in
  post-tool-use | pre-tool-use)
    if [ "${CK_HOOK_SERVER:-1}" != 0 ]; then
      marker="${XDG_STATE_HOME:-$HOME/.local/state}/context-kernel/hook-server/python"
      py=
      [ -r "$marker" ] && read -r py < "$marker"
      case "$py" in
        # Not exec: should the interpreter fail to start at all, stdin is still unread and the in-process hook
        # below answers (the client itself always exits 0).
        /*) [ -x "$py" ] && "$py" -S -I "$here/client.py" "$@" && exit 0 ;;
      esac
    fi
    CK_HOOK_SERVER_SPAWN=1
    # Where setsid can detach it, this shell starts the server once the hook process asks by exiting with 75
    # (src/hooks/server-spawn.ts): forking this shell costs far less than forking a Node process that holds an output.
    command -v setsid >/dev/null 2>&1 && CK_HOOK_SERVER_SPAWN=launcher
    export CK_HOOK_SERVER_SPAWN
    ;;
esac
if [ "${CK_HOOK_SERVER_SPAWN:-}" = launcher ]; then
  node "$here/run-hook.cjs" "$@"
  rc=$?
  [ "$rc" = 75 ] || exit "$rc"
  (
    unset CK_HOOK_SERVER_SPAWN CK_HOOK_SERVER_RESPAWN
    # Its absolute, physical path, as the hook process would name it (ck hook servers, the benches find it by it).
    cd -P "$here/.." && exec setsid node "$PWD/dist/hooks/server.cjs" </dev/null >/dev/null 2>&1
  ) &
  exit 0
fi
exec node "$here/run-hook.cjs" "$@"
