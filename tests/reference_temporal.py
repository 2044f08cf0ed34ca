"""A naive brute force of temporal publishing (Wang-Xu-Wong-Fu 2010), written only for the tests.

A stream is the spec's rows, each in the snapshot of its timestamp (the distinct timestamps, in order).
A release places every record in its own snapshot or a later one (records only move forward; the
verifier puts no bound on the delay) or suppresses it; every published snapshot must be l-eligible:
no sensitive value in more than 1/l of its records, ``l * max count <= size`` (an empty snapshot is).
The cost of a release (section II.C, Eq. (2)): ``IL = sum of mu(d) over published records moved by d
snapshots + sum of beta_s over suppressed records``; under ``LM`` no QI needs generalizing, so a
release costs its suppressed rows, each at the root of every QI (1 per QI with more than one leaf).

:func:`brute_force_temporal` enumerates every placement with itertools.product (tiny streams only:
``(snapshots + 1) ** rows`` candidates) and returns the least cost; a release always exists (suppress
everything), so it never returns None.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

SUPPRESSED = -1


def _mu(spec: dict, d: int) -> Fraction:
    """mu(d) of the spec's problem.mu (linear c d, quadratic c d^2; default linear, c = 0.1)."""
    mu = spec["problem"].get("mu", {"kind": "linear"})
    c = Fraction(str(mu.get("c", 0.1)))
    if mu["kind"] == "linear":
        return c * d
    if mu["kind"] == "quadratic":
        return c * d * d
    raise ValueError(f"mu kind {mu['kind']!r} is not in the reference")


def _beta(spec: dict, value: str) -> Fraction:
    beta = spec["problem"].get("beta", {})
    per_value = beta.get("per_value", {})
    return Fraction(str(per_value.get(value, beta.get("default", 1.0))))


def _leaf_count(tree: dict) -> int:
    def count(node) -> int:
        if isinstance(node, dict):
            return sum(count(v) for v in node.values())
        if isinstance(node, list):
            return sum(count(x) for x in node)
        return 1

    return count(next(iter(tree.values())))


def _eligible(values: list[str], l: float) -> bool:
    return not values or max(Counter(values).values()) * l <= len(values) + 1e-9


def brute_force_temporal(spec: dict) -> Fraction:
    """Least IL (or LM) over every placement of the stream's records meeting l-eligibility."""
    columns = spec["data"]["columns"]
    rows = [dict(zip(columns, r)) for r in spec["data"]["rows"]]
    time_col, sensitive = spec["roles"]["timestamp"], spec["roles"]["sensitive"]
    snapshots = sorted({r[time_col] for r in rows})
    home = [snapshots.index(r[time_col]) for r in rows]
    (req,) = spec["requirements"]
    l = req["l"]
    objective = spec.get("objective", "LM")
    row_lm = sum(1 for a in spec["roles"]["quasi_identifiers"] if _leaf_count(spec["taxonomies"][a]["tree"]) > 1)
    best = None
    options = [[*range(h, len(snapshots)), SUPPRESSED] for h in home]
    for placement in product(*options):
        published: dict[int, list[str]] = {}
        for row, at in zip(rows, placement):
            if at != SUPPRESSED:
                published.setdefault(at, []).append(row[sensitive])
        if not all(_eligible(values, l) for values in published.values()):
            continue
        if objective == "IL":
            cost = sum(
                (
                    _beta(spec, row[sensitive]) if at == SUPPRESSED else _mu(spec, at - h)
                    for row, at, h in zip(rows, placement, home)
                ),
                Fraction(0),
            )
        else:
            cost = Fraction(row_lm * sum(at == SUPPRESSED for at in placement))
        if best is None or cost < best:
            best = cost
    assert best is not None  # suppressing every record is a release
    return best


def stream_il(spec: dict, suppressed, timestamps) -> Fraction:
    """IL (Eq. (2)) of a given placement: ``timestamps[i]`` the timestamp row i is published at,
    ``suppressed[i]`` whether it is left out."""
    columns = spec["data"]["columns"]
    rows = [dict(zip(columns, r)) for r in spec["data"]["rows"]]
    time_col, sensitive = spec["roles"]["timestamp"], spec["roles"]["sensitive"]
    snapshots = sorted({r[time_col] for r in rows})
    total = Fraction(0)
    for row, gone, at in zip(rows, suppressed, timestamps):
        if gone:
            total += _beta(spec, row[sensitive])
        else:
            total += _mu(spec, snapshots.index(type(row[time_col])(at)) - snapshots.index(row[time_col]))
    return total
