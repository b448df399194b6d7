// The one list of names that mark event-style registration: a handler registered under one of them is reached through
// a registry at run time, not through an import or a static call, so the operators warn about it. Slice (the lexers'
// dynamic blob, Python decorators) and compile (decorators and registration calls) both take their defaults from here.

/** Where a name marks registration. */
export type EventNameUse =
  /** As a decorator (`@app.route`) and as a call (`signal.connect(handler)`): both operators use it. */
  | 'both'
  /** Only as a call (`el.addEventListener('x', fn)`): compile checks it; Python decorators never have these names. */
  | 'call'
  /**
   * Only as a decorator. Too common as plain method names for a call check (`d.get(k)`, `m.group(1)`,
   * `session.post(url)`), so compile, which also checks calls, leaves them out; a `[a-z_]+` part is a pattern.
   */
  | 'decorator';

/** One registration name (matched against the whole dotted name or its last component) and where it counts. */
export interface EventName {
  readonly name: string;
  readonly use: EventNameUse;
}

/**
 * Every registration name, in one list. Compile's default is the `both` and `call` entries in this order (its
 * `--help` prints them); slice's default is one anchored pattern over the `both` and `decorator` entries.
 */
export const EVENT_NAMES: readonly EventName[] = [
  ...(['receiver', 'route', 'on', 'once'] as const).map((name) => ({ name, use: 'both' as const })),
  { name: 'addEventListener', use: 'call' },
  { name: 'addListener', use: 'call' },
  ...([
    'listens_for', 'connect', 'subscribe', 'hookimpl', 'task', 'shared_task', 'event', 'websocket', 'before_request',
    'after_request', 'errorhandler', 'register',
  ] as const).map((name) => ({ name, use: 'both' as const })),
  ...([
    'on_[a-z_]+', 'listen', 'listener', 'subscriber', 'handler', '[a-z_]+_handler', 'hookspec', 'periodic_task', 'command',
    'group', 'register_[a-z_]+', '[a-z_]+_register', 'get', 'post', 'put', 'patch', 'delete', 'head', 'options',
    'api_view', 'signal', 'callback', 'event_handler', 'cli\\.command',
  ] as const).map((name) => ({ name, use: 'decorator' as const })),
];

/** Compile's default registration names (decorators and calls), in list order. */
export const COMPILE_EVENT_NAMES: readonly string[] = Object.freeze(EVENT_NAMES.filter((e) => e.use !== 'decorator').map((e) => e.name));

/** Slice's decorator names as one regex alternation (entries may hold `[a-z_]+` patterns). */
export const DECORATOR_EVENT_ALTERNATION = EVENT_NAMES.filter((e) => e.use !== 'call').map((e) => e.name).join('|');

/** Slice's default event-decorator patterns: one pattern matching any decorator name of EVENT_NAMES as a whole. */
export const DEFAULT_EVENT_DECORATORS: readonly RegExp[] = [new RegExp(`^(${DECORATOR_EVENT_ALTERNATION})$`)];
