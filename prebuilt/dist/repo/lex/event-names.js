// The one list of names that mark event-style registration: a handler registered under one of them is reached through
// a registry at run time, not through an import or a static call, so the operators warn about it. Slice (the lexers'
// dynamic blob, Python decorators) and compile (decorators and registration calls) both take their defaults from here.
/**
 * Every registration name, in one list. Compile's default is the `both` and `call` entries in this order (its
 * `--help` prints them); slice's default is one anchored pattern over the `both` and `decorator` entries.
 */
export const EVENT_NAMES = [
    ...['receiver', 'route', 'on', 'once'].map((name) => ({ name, use: 'both' })),
    { name: 'addEventListener', use: 'call' },
    { name: 'addListener', use: 'call' },
    ...[
        'listens_for', 'connect', 'subscribe', 'hookimpl', 'task', 'shared_task', 'event', 'websocket', 'before_request',
        'after_request', 'errorhandler', 'register',
    ].map((name) => ({ name, use: 'both' })),
    ...[
        'on_[a-z_]+', 'listen', 'listener', 'subscriber', 'handler', '[a-z_]+_handler', 'hookspec', 'periodic_task', 'command',
        'group', 'register_[a-z_]+', '[a-z_]+_register', 'get', 'post', 'put', 'patch', 'delete', 'head', 'options',
        'api_view', 'signal', 'callback', 'event_handler', 'cli\\.command',
    ].map((name) => ({ name, use: 'decorator' })),
];
/** Compile's default registration names (decorators and calls), in list order. */
export const COMPILE_EVENT_NAMES = Object.freeze(EVENT_NAMES.filter((e) => e.use !== 'decorator').map((e) => e.name));
/** Slice's decorator names as one regex alternation (entries may hold `[a-z_]+` patterns). */
export const DECORATOR_EVENT_ALTERNATION = EVENT_NAMES.filter((e) => e.use !== 'call').map((e) => e.name).join('|');
/** Slice's default event-decorator patterns: one pattern matching any decorator name of EVENT_NAMES as a whole. */
export const DEFAULT_EVENT_DECORATORS = [new RegExp(`^(${DECORATOR_EVENT_ALTERNATION})$`)];
