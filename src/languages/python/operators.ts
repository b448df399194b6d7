/**
 * Python's operators and subscripts, each with the special methods it may run (reflected ones included): `a == b`
 * runs `__eq__`, `x * y` `__mul__` or `__rmul__`, `m[i, j]` `__getitem__` (slice/def-syntax.ts reads them from an
 * issue's snippets).
 * @internal
 */
import type { SyntaxFacet } from '../types.js';

export const PYTHON_OPERATORS: NonNullable<SyntaxFacet['operatorMethods']> = [
  [/[\w)\]]\s*==\s*[\w(\[]/, ['__eq__']],
  [/[\w)\]]\s*!=\s*[\w(\[]/, ['__ne__', '__eq__']],
  [/[\w)\]]\s*<=?\s*[\w(\[]/, ['__lt__', '__le__']],
  [/[\w)\]]\s*>=?\s*[\w(\[]/, ['__gt__', '__ge__']],
  [/[\w)\]]\s*\*(?!\*)\s*[\w(\[]/, ['__mul__', '__rmul__']],
  [/[\w)\]]\s*\*\*\s*[\w(\[-]/, ['__pow__', '__rpow__']],
  [/[\w)\]]\s*\+\s*[\w(\[]/, ['__add__', '__radd__']],
  [/[\w)\]]\s+-\s+[\w(\[]|[\w)\]]-[\w(\[]/, ['__sub__', '__rsub__']],
  [/(?:^|[\s(=,])-[A-Za-z_(]/m, ['__neg__']],
  [/[\w)\]]\s*\/(?!\/)\s*[\w(\[]/, ['__truediv__', '__rtruediv__', '__div__']],
  [/[\w)\]]\s*\/\/\s*[\w(\[]/, ['__floordiv__']],
  [/[\w)\]]\s*%\s*[\w(\[]/, ['__mod__']],
  [/[\w)\]]\s*@\s*[\w(\[]/, ['__matmul__']],
  [/[\w)\]]\s*&\s*[\w(\[]/, ['__and__']],
  [/[\w)\]]\s*\|\s*[\w(\[]/, ['__or__']],
  [/[\w)]\[[^\]\n]*\]\s*=(?!=)/, ['__setitem__']],
  [/[\w)]\[[^\]\n]*\]/, ['__getitem__']],
];
