export interface Money { amount: number; currency: string }

export function add(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`currency mismatch: ${a.currency} vs ${b.currency}`);
  return { amount: a.amount + b.amount, currency: a.currency };
}

export function format(m: Money): string {
  return `${m.amount.toFixed(2)} ${m.currency}`;
}
