"""tds4sa's suppression budget: the released T1 of a state (tds4sa.py module docstring, "Suppression
budget"). ``search`` is the :class:`~.tds4sa_search.Tds4saSearch` of the run."""

from __future__ import annotations

import numpy as np

from .tds4sa_join import RequirementPlan, anonymity_groups, generic_value, row_groups


def released(search, override: tuple | None, stop: bool = False) -> tuple[list[tuple[float, bool]], np.ndarray]:
    """Budget > 0: every requirement's value and verdict on the released T1, and the released tuples
    (module docstring). ``stop``: give up once over the budget (the verdict is then False)."""
    everything = np.arange(search.n_tuples)
    if search.case1_shortcut and len(search.plans) == 1 and search.plans[0].fast and search.plans[0].anonymity:
        return released_case1(search, search.plans[0], override)
    names = dict.fromkeys(search.index.s1 + [a for p in search.plans for a in p.x1 + ([] if p.key1 else p.y1)])
    full = {a: np.asarray(search.column(a, override)) for a in names}
    full["_w"] = search.weight
    full["_g"] = everything
    full["_c"] = search.combo_ids(everything, override)
    keep = np.ones(search.n_tuples, dtype=bool)
    while True:
        frame = {c: v[keep] for c, v in full.items()}
        values, bad = [], np.zeros(search.n_tuples, dtype=bool)
        for p in search.plans:
            if not p.anonymity:
                values.append(generic_value(p, search.index, frame))
                continue
            groups = anonymity_groups(p, search.index, frame)
            low = groups["_d"] < p.k
            kept = groups["_d"][~low]
            values.append((float(kept.min()) if len(kept) else float("inf"), True))
            if not low.any():
                continue
            if not p.x1:
                bad[frame["_g"]] = True
                continue
            n_low = int(low.sum())  # the T1 tuples of an X1 value of a low x group
            ids, _ = row_groups([np.concatenate([groups[a][low], frame[a]]) for a in p.x1], n_low + len(frame["_g"]))
            bad[frame["_g"][np.isin(ids[n_low:], ids[:n_low])]] = True
        bad &= keep
        suppressed = float(search.weight[~keep].sum() + search.weight[bad].sum())
        if not bad.any() or len(search.plans) == 1 or (stop and suppressed > search.budget):
            keep = keep & ~bad  # one requirement: the other x groups are untouched, no second pass
            break
        keep &= ~bad
    within = suppressed <= search.budget
    return [(v, ok and within) for v, ok in values], keep


def released_case1(
    search, plan: RequirementPlan, override: tuple | None
) -> tuple[list[tuple[float, bool]], np.ndarray]:
    """:meth:`released` for one (X,Y)-anonymity requirement in Case 1: x group = (P1, P2), so the T1
    partition P1 violates when ``a_Y1(P1) * min a_Y2(P2)`` over its matched P2 is below k."""
    pid, n_p, first = search.partition(plan, override)
    combos = search.combo_ids(first, override)
    a = search.side(plan, pid, n_p, np.arange(search.n_tuples), override)[0]
    st = plan.history_stats
    has = st["has_match"][combos].astype(bool)
    level = np.where(has, a * np.where(has, st["best_a"][combos], 1.0), np.inf)
    low = level < plan.k
    suppressed = float(np.bincount(pid, weights=search.weight, minlength=n_p)[low].sum())
    kept = level[~low]
    value = float(kept.min()) if len(kept) else float("inf")
    return [(value, suppressed <= search.budget)], ~low[pid]
