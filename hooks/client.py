"""Hook client: hands a post-tool-use / pre-tool-use payload to the warm hook server (src/hooks/server.ts).

Run by hooks/ck-hook.sh as `python3 -S -I hooks/client.py EVENT` with the payload on stdin. A Python start costs
~12 ms where a Node start costs ~35-45 ms, and the server's code is already warm. Whenever no server answers for
this package, build and environment, the payload goes to the in-process hook (node hooks/run-hook.cjs), which also
starts a server for the next calls. Like every hook it fails open: it always prints a JSON answer and exits 0.
Only `_socket` is imported (the `socket` module alone costs ~10 ms); keep the identity in step with
src/hooks/server-identity.ts.
"""
import os
import sys


def identity(root):
    st = os.stat(os.path.join(root, 'dist', 'hooks', 'hook.core.cjs'))
    env = os.environ
    keys = sorted(k for k in env if (k.startswith('CK_') and not k.startswith('CK_HOOK_SERVER'))
                  or k in ('XDG_STATE_HOME', 'XDG_CACHE_HOME', 'HOME'))
    return '%s\0%d:%d\0%s' % (root, st.st_size, st.st_mtime_ns, ''.join('%s=%s\n' % (k, env[k]) for k in keys))


def fnv1a(data):
    h = 0x811c9dc5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xffffffff
    return '%08x' % h


def state_dir():
    base = os.environ.get('XDG_STATE_HOME') or os.path.join(os.environ.get('HOME') or os.path.expanduser('~'), '.local', 'state')
    return os.path.join(base, 'context-kernel')


def log(message):
    """Appends one diagnostic line to the hook log (as src/hooks/log.ts does); never raises."""
    if os.environ.get('CK_LOG_OFF') == '1':
        return
    try:
        import time
        d = os.path.join(state_dir(), 'logs')
        os.makedirs(d, mode=0o700, exist_ok=True)
        stamp = time.strftime('%Y-%m-%dT%H:%M:%S', time.gmtime()) + '.000Z'
        # Owner-only, never through a symlink, as src/store/private.ts opens the log.
        fd = os.open(os.path.join(d, 'hook.log'), os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, 'O_NOFOLLOW', 0), 0o600)
        with os.fdopen(fd, 'a', encoding='utf-8') as f:
            f.write('%s client %s\n' % (stamp, message.replace('\n', ' ')[:2000]))
    except Exception:
        pass


def ask_server(root, event, payload):
    """Returns the server's answer (bytes), None when no server answers for us, or raises TimeoutError."""
    import _socket
    try:
        ident = identity(root).encode('utf-8', 'surrogateescape')
    except OSError:
        return None  # not built: the in-process launcher says so
    path = os.path.join(state_dir(), 'hook-server', fnv1a(ident) + '.sock')
    cwd = os.getcwd().encode('utf-8', 'surrogateescape')
    s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        deadline = int(os.environ.get('CK_HOOK_DEADLINE_MS') or 2000)
        s.settimeout(max(0.1, deadline / 1000.0))
        try:
            s.connect(path)
        except OSError:
            return None  # no server (or a dead one's socket): in-process, which starts one
        header = ('CKH1 %s %d %d\n' % (event, len(ident), len(cwd))).encode('ascii')
        s.sendall(header + ident + cwd)
        s.sendall(payload)
        s.shutdown(_socket.SHUT_WR)
        chunks = []
        while True:
            b = s.recv(1 << 20)
            if not b:
                break
            chunks.append(b)
    finally:
        s.close()
    reply = b''.join(chunks)
    if reply.startswith(b'ok\n'):
        return reply[3:]
    log('server declined: %s' % reply[:200].decode('utf-8', 'replace').strip())
    return None


# The in-process hook exits with this code when this launcher is to start the server (src/hooks/server-spawn.ts).
SERVER_LAUNCH_EXIT = 75


def in_process(here, event, payload):
    """Returns the in-process hook's answer and whether to start a server; asks it for one (again: the one we found
    may be dead). The server is started here, not by the hook process: forking this small process costs far less."""
    import subprocess
    env = dict(os.environ)
    env['NODE_EXTRA_CA_CERTS'] = ''
    env['CK_HOOK_SERVER_SPAWN'] = 'launcher'
    env['CK_HOOK_SERVER_RESPAWN'] = '1'
    r = subprocess.run(['node', os.path.join(here, 'run-hook.cjs'), event], input=payload, stdout=subprocess.PIPE, env=env)
    return r.stdout, r.returncode == SERVER_LAUNCH_EXIT


def start_server(here):
    """Starts the hook server detached (its own session, no stdio), as the in-process hook would; never raises."""
    try:
        import subprocess
        env = dict(os.environ)
        env['NODE_EXTRA_CA_CERTS'] = ''
        env.pop('CK_HOOK_SERVER_SPAWN', None)
        env.pop('CK_HOOK_SERVER_RESPAWN', None)
        root = os.path.dirname(here)
        subprocess.Popen(['node', os.path.join(root, 'dist', 'hooks', 'server.cjs')], cwd=root, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except Exception as err:
        log('could not start a hook server (%s)' % err)


def main():
    event = sys.argv[1] if len(sys.argv) > 1 else ''
    here = os.path.dirname(os.path.realpath(__file__))
    payload = sys.stdin.buffer.read()
    out = None
    launch = False
    try:
        out = ask_server(os.path.dirname(here), event, payload)
    except Exception as err:  # timeout or a broken connection: fail open, as the in-process hook's deadline does
        log('no answer from the hook server (%s): answered {}' % err)
        out = b'{}\n'
    if out is None:
        try:
            out, launch = in_process(here, event, payload)
        except Exception as err:
            log('in-process hook failed to run (%s): answered {}' % err)
            out = b'{}\n'
    sys.stdout.buffer.write(out or b'{}\n')
    sys.stdout.flush()
    if launch:
        start_server(here)


if __name__ == '__main__':
    try:
        main()
    except Exception:
        sys.stdout.write('{}\n')
    sys.exit(0)
