export function clean(value) {
  return String(value).trim();
}
