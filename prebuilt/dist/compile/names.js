/** Name helpers shared by the compile passes. */
/** Returns the last dotted component of `name` (`DataFrame.merge` → `merge`). */
export function lastPart(name) {
    const i = name.lastIndexOf('.');
    return i < 0 ? name : name.slice(i + 1);
}
/** Returns true when `name` (dotted) is an event-registration name of `events`: the whole name or its last part. */
export function isEventName(name, events) {
    return events.has(name) || events.has(lastPart(name));
}
