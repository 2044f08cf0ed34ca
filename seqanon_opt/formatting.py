"""One way to print numbers, everywhere a person reads them (summaries, tables, verify output).

Integers print as integers (``30162``, also for a float that holds one,
``63161.0`` -> ``63161``); other numbers to 6 significant digits
(``142361.46``, ``0.200341``); gaps as percent with two decimals
(``42.17%``); a missing value as ``-``. Text put into an HTML page is escaped
(:func:`escape_html`).
"""

from __future__ import annotations

import html
import math
from numbers import Real

MISSING = "-"


def number(value: object) -> str:
    """An integer as an integer, any other real to 6 significant digits, None / NaN as '-'."""
    if value is None:
        return MISSING
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, Real):
        as_float = float(value)
        if math.isnan(as_float):
            return MISSING
        if math.isinf(as_float):
            return "inf" if as_float > 0 else "-inf"
        if as_float == int(as_float) and abs(as_float) < 1e15:
            return str(int(as_float))
        return f"{as_float:.6g}"
    return str(value)


def percent(fraction: float | None) -> str:
    """A fraction (a gap, a share) as percent with two decimals: 0.4217 -> '42.17%'."""
    if fraction is None or (isinstance(fraction, float) and math.isnan(fraction)):
        return MISSING
    return f"{100 * float(fraction):.2f}%"


def escape_html(value: object) -> str:
    """``str(value)`` with ``& < > " '`` escaped, for HTML text and attribute values."""
    return html.escape(str(value), quote=True)
