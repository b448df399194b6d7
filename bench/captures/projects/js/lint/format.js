export function format(value) {
  let out = value.toFixed(2);
  if (out == 'NaN') return '-';
  return out;
}

function unused(a, b) {
  return a;
}
