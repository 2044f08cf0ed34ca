"""The cell model (:mod:`.cell_model`) under any conjunction of group criteria: the integer-exact part.

The distinct tuples are split by sensitive value as well (distinct (QI tuple, value) pairs), so the
sensitive histogram of a candidate combination c, ``H_c[s] = sum_{t below c, value(t) = s} publish[t, c]``,
and its size ``n_c = sum_s H_c[s]`` are linear in the model's counts. The k-anonymity constraints of
:mod:`.cell_model` hold with ``k = Conjunction.min_size`` (at least 1, so a used combination is a
non-empty group). Then, per criterion (:mod:`seqanon_opt.solvers.criteria`; definitions in
:mod:`seqanon_opt.requirements`):

* k-anonymity: ``n_c >= k used[c]`` (above);
* distinct l-diversity (Machanavajjhala et al. 2007, section 3.2): booleans ``b[c, s] <= H_c[s]``,
  ``sum_s b[c, s] >= l used[c]``;
* frequency l-diversity: ``l H_c[s] <= n_c`` for every s;
* recursive (c,l)-diversity (Def. 4.2): at least l distinct values (as above) and
  ``r_1 < c (n - top_{l-1}(H))`` with ``top_m`` the sum of the m largest counts. ``top_m(H) = min_tau m tau + sum_s
  max(H_s - tau, 0)`` (LP duality; the minimum is at
  the m-th largest count, an integer), so with integers ``tau``, ``u_s >= H_s - tau``, ``u_s >= 0`` and
  ``r >= H_s``: ``r <= c (n - m tau - sum_s u_s)``, enforced when ``used[c]``, holds for some
  (tau, u, r) exactly when the group satisfies it;
* delta-disclosure (Brickell-Shmatikov Def. 4): ``q_s e^-delta < H_s / n < q_s e^delta`` for every s;
* beta-likeness (Cao-Karras Defs. 2, 3): ``H_s / n <= q_s (1 + beta_s)`` for every s;
* entropy l-diversity: only implied constraints here (at least ``d`` distinct values, ``ln d >= ln l``);
  the lazy cuts of :mod:`.cell_cuts` make it exact;
* t-closeness: the implied one-term bounds of the EMD (:func:`.cell_cuts.emd_terms`:
  ``EMD = sum_v w_v |sum_{s in A_v} (p_s - q_s)|``, so ``w_v |P(A_v) - Q(A_v)| <= t``); the lazy cuts
  make it exact.

Every bound of the form ``x / y <= theta`` (or ``>=``) with irrational or float ``theta`` is turned into an
integer one, ``den x <= num y``, by :func:`ratio_bound`: num/den is the largest ratio x/y (x, y integers
up to the table's size) that the criterion's own float predicate admits, so the constraint admits
every satisfying group (valid) and, when no rejected pair lies on its side, rejects every violating
one (exact; the lazy loop of :mod:`.cell_rounds` checks every used group anyway).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from ortools.sat.python import cp_model

from ...problem import Problem
from ...requirements import KAnonymity
from ..criteria import SENSITIVE, Conjunction
from ..criteria.contract import TOLERANCE
from ..criteria.kinds import (
    BetaLikenessCriterion,
    DeltaDisclosureCriterion,
    DistinctLDiversity,
    EntropyLDiversity,
    FrequencyLDiversity,
    RecursiveCLDiversity,
    TClosenessCriterion,
)
from ..tuples import TupleTable
from .cell_cuts import SLACK, emd_terms
from .cell_model import CellCandidates, CellModel, cell_candidates, compile_cell_model

Combination = tuple[int, ...]
Predicate = Callable[[np.ndarray, np.ndarray], np.ndarray]
WINDOW = np.arange(-2, 4)  # x around floor(theta y) tried per y


@dataclass(frozen=True)
class RatioBound:
    """``x / y <= num / den`` (``upper``) or ``>=``; ``exact``: no rejected pair satisfies it; ``never``:
    no pair is admitted at all (the group is impossible); ``trivial``: the bound admits every pair (it
    constrains nothing)."""

    num: int = 0
    den: int = 1
    upper: bool = True
    exact: bool = True
    never: bool = False
    trivial: bool = False


def ratio_bound(allowed: Predicate, theta: float, n_max: int, upper: bool, share: bool = True) -> RatioBound:
    """The integer form of ``allowed(x, y)``, a predicate monotone in ``x / y`` about ``theta``.

    Pairs: ``1 <= y <= n_max`` and ``0 <= x <= y`` (``share``: a count and its group's size) or
    ``1 <= x <= n_max`` (a largest count and the rest's sum, recursive diversity). The predicate is
    monotone in x / y up to the rounding of its float arithmetic, which moves its boundary by far less
    than one unit of x; so per y the x within a few units of ``theta y`` and the two ends of the range
    are judged with the criterion's own float predicate, and the bound is the extreme admitted ratio
    (module docstring). ``exact`` is then checked on those pairs.
    """
    y = np.arange(1, n_max + 1, dtype=np.int64)
    theta = float(min(max(theta, 0.0), n_max + 5.0)) if not math.isnan(theta) else 0.0
    base = np.floor(theta * y).astype(np.int64)
    lo = 0 if share else 1
    hi = y if share else np.full(len(y), n_max, dtype=np.int64)
    xs = np.concatenate([base[:, None] + WINDOW[None, :], np.full((len(y), 1), lo), hi[:, None]], axis=1)
    xs = np.clip(xs, lo, hi[:, None]).ravel()
    ys = np.repeat(y, xs.size // len(y))
    ok = np.asarray(allowed(xs, ys), dtype=bool)
    if not ok.any():
        return RatioBound(upper=upper, never=True)
    ratio = xs / ys  # distinct ratios of integers up to n_max differ by >= 1/n_max^2: float picks the extreme
    pick = int(np.argmax(np.where(ok, ratio, -1.0)) if upper else np.argmin(np.where(ok, ratio, np.inf)))
    bound = Fraction(int(xs[pick]), int(ys[pick]))
    num, den = bound.numerator, bound.denominator
    side = (xs * den <= num * ys) if upper else (xs * den >= num * ys)
    return RatioBound(num, den, upper, exact=not bool((side & ~ok).any()), trivial=bool(side.all()))


@dataclass
class ConjunctionModel:
    """The cell model of a conjunction: ``cm`` with the histogram expressions of every candidate.

    ``combos[i]``: candidate i; ``avail[i, s]``: rows of value s below it; ``size[i]``, ``hist[i][s]``
    (values with ``avail > 0`` only): its size and histogram as linear expressions.
    """

    cm: CellModel
    conjunction: Conjunction
    n_values: int
    combos: list[Combination]
    avail: np.ndarray
    size: list
    hist: list[dict[int, cp_model.LinearExpr]]
    exact: bool = True  # every constraint is the criterion itself (no lazy cut is expected)

    @property
    def model(self) -> cp_model.CpModel:
        return self.cm.model

    @property
    def n_max(self) -> int:
        return int(self.cm.candidates.table.weight.sum())


def min_distinct(conjunction: Conjunction) -> int:
    """Distinct sensitive values a satisfying group must hold (implied by the criteria)."""
    need = 1
    for crit in conjunction.criteria:
        if isinstance(crit, (DistinctLDiversity, RecursiveCLDiversity)):
            need = max(need, int(crit.l))
        elif isinstance(crit, (FrequencyLDiversity, EntropyLDiversity)):
            need = max(need, math.floor(crit.l))  # l/d <= 1 + 1e-9 and ln d >= ln l - 1e-9 need d >= floor(l)
        elif isinstance(crit, DeltaDisclosureCriterion):
            need = max(need, len(crit.q))
    return need


def _entropy_distinct(crit: EntropyLDiversity) -> int:
    """Least d with ln d >= ln l - tolerance: the entropy is at most ln(distinct values)."""
    d = 1
    while math.log(d) < math.log(crit.l) - TOLERANCE - SLACK:
        d += 1
    return d


def conjunction_candidates(problem: Problem, conjunction: Conjunction) -> CellCandidates:
    """The model's candidates: tuples split by sensitive value; a candidate holds enough rows and values."""
    codes, _ = conjunction.row_values[SENSITIVE]
    stand_in = KAnonymity(conjunction.min_size, tuple(problem.quasi_identifiers), conjunction.budget)
    need = min_distinct(conjunction)

    def keep(table: TupleTable, tuples: list[int]) -> bool:
        assert table.value is not None  # the tuples are split by the sensitive codes given below
        return need <= 1 or len(np.unique(table.value[tuples])) >= need

    return cell_candidates(problem, stand_in, codes, keep)


def _histograms(cm: CellModel, n_values: int):
    """Candidates in order, rows per value below each, and each one's size and histogram expressions."""
    cands = cm.candidates
    value = cands.table.value
    assert value is not None  # conjunction_candidates split the tuples by sensitive value
    combos = list(cands.below)
    index = {c: i for i, c in enumerate(combos)}
    avail = np.zeros((len(combos), n_values), dtype=np.int64)
    hist: list[dict[int, list]] = [{} for _ in combos]
    for (t, c), var in cm.publish.items():
        i, s = index[c], int(value[t])
        avail[i, s] += int(cands.table.weight[t])
        hist[i].setdefault(s, []).append(var)
    hist_expr = [{s: cp_model.LinearExpr.Sum(vs) for s, vs in sorted(h.items())} for h in hist]
    size = [cp_model.LinearExpr.Sum([v for vs in h.values() for v in vs]) for h in hist]
    return combos, avail, size, hist_expr


def compile_conjunction_model(
    candidates: CellCandidates, conjunction: Conjunction, hint: tuple[dict, dict] | None = None
) -> ConjunctionModel:
    """The cell model with k = min_size, plus every criterion's integer constraints (module docstring)."""
    cm = compile_cell_model(candidates, hint)
    n_values = conjunction.row_values[SENSITIVE][1]
    combos, avail, size, hist = _histograms(cm, n_values)
    cmx = ConjunctionModel(cm, conjunction, n_values, combos, avail, size, hist)
    distinct = 1
    for crit in conjunction.criteria:
        if isinstance(crit, DistinctLDiversity):
            distinct = max(distinct, int(crit.l))
        elif isinstance(crit, EntropyLDiversity):
            distinct = max(distinct, _entropy_distinct(crit))
            cmx.exact = False
        elif isinstance(crit, FrequencyLDiversity):
            for s in range(n_values):
                _add_share_bound(cmx, [s], _frequency(crit), 1.0 / crit.l, upper=True)
        elif isinstance(crit, RecursiveCLDiversity):
            distinct = max(distinct, int(crit.l))  # r_l + ... + r_m > 0
            _add_recursive(cmx, crit)
        elif isinstance(crit, BetaLikenessCriterion):
            limit = np.minimum(crit.beta, -np.log(crit.q)) if crit.enhanced else np.full(len(crit.q), crit.beta)
            for s in range(n_values):
                _add_share_bound(cmx, [s], _beta(crit.q[s], limit[s]), crit.q[s] * (1 + limit[s]), upper=True)
        elif isinstance(crit, DeltaDisclosureCriterion):
            for s in range(n_values):
                q = crit.q[s]
                _add_share_bound(cmx, [s], _delta(q, crit.delta, True), q * math.exp(crit.delta), upper=True)
                _add_share_bound(cmx, [s], _delta(q, crit.delta, False), q * math.exp(-crit.delta), upper=False)
        elif isinstance(crit, TClosenessCriterion):
            cmx.exact = False
            for weight, members in emd_terms(crit) or ():
                if weight <= 0:
                    continue
                share = float(crit.q[members].sum())
                bound = (crit.t + TOLERANCE + SLACK) / weight
                values = np.flatnonzero(members)
                _add_share_bound(cmx, values, _within(share, bound, True), share + bound, upper=True)
                _add_share_bound(cmx, values, _within(share, bound, False), share - bound, upper=False)
    if distinct > 1:
        _add_distinct(cmx, distinct)
    return cmx


# ---------------------------------------------------------------- the criteria's own float predicates, per value
def _frequency(crit: FrequencyLDiversity) -> Predicate:
    return lambda x, y: x * crit.l <= y + TOLERANCE


def _beta(q: float, limit: float) -> Predicate:
    def ok(x, y):
        p = x / np.maximum(y, 1)
        return (p <= q) | ((p - q) / q <= limit + TOLERANCE)

    return ok


def _delta(q: float, delta: float, upper: bool) -> Predicate:
    def ok(x, y):
        p = x / np.maximum(y, 1)
        with np.errstate(divide="ignore"):
            ratio = np.log(np.where(p > 0, p, 1.0) / q)
        return ((p == 0) | (ratio < delta)) if upper else ((p > 0) & (-ratio < delta))

    return ok


def _within(share: float, bound: float, upper: bool) -> Predicate:
    """A relaxation: ``x / y - share <= bound`` (upper) or ``share - x / y <= bound``."""
    return (lambda x, y: x / y - share <= bound) if upper else (lambda x, y: share - x / y <= bound)


# ---------------------------------------------------------------- constraints
def _add_share_bound(cmx: ConjunctionModel, values, allowed: Predicate, theta: float, upper: bool) -> None:
    """``den sum_{s in values} H_c[s] <= num n_c`` (or ``>=``) on every candidate (no enforcement needed:
    an unused candidate has 0 on both sides)."""
    rb = ratio_bound(allowed, theta, cmx.n_max, upper)
    cmx.exact &= rb.exact
    if rb.trivial:
        return
    values = list(values)
    for i in range(len(cmx.combos)):
        x = [cmx.hist[i][s] for s in values if s in cmx.hist[i]]
        if rb.never:
            cmx.model.add(cmx.cm.used[cmx.combos[i]] == 0)
            continue
        lhs = rb.den * cp_model.LinearExpr.Sum(x) if x else 0
        if upper:
            cmx.model.add(lhs <= rb.num * cmx.size[i])
        else:
            cmx.model.add(lhs >= rb.num * cmx.size[i])


def _add_distinct(cmx: ConjunctionModel, need: int) -> None:
    """``b[c, s] <= H_c[s]``, ``sum_s b[c, s] >= need used[c]``."""
    for i, c in enumerate(cmx.combos):
        flags = []
        for s, h in cmx.hist[i].items():
            b = cmx.model.new_bool_var(f"present[{i},{s}]")
            cmx.model.add(b <= h)
            flags.append(b)
        cmx.model.add(sum(flags) >= need * cmx.cm.used[c])


def _add_recursive(cmx: ConjunctionModel, crit: RecursiveCLDiversity) -> None:
    """``den r + num (m tau + sum_s u_s) <= num n`` if used, ``r >= H_s``, ``u_s >= H_s - tau``, m = l - 1."""
    rb = ratio_bound(lambda x, y: x < crit.c * y, crit.c, cmx.n_max, upper=True, share=False)
    cmx.exact &= rb.exact
    if rb.trivial:
        return
    m = int(crit.l) - 1
    n_max = cmx.n_max
    for i, c in enumerate(cmx.combos):
        used = cmx.cm.used[c]
        if rb.never:
            cmx.model.add(used == 0)
            continue
        r = cmx.model.new_int_var(0, n_max, f"largest[{i}]")
        for h in cmx.hist[i].values():
            cmx.model.add(r >= h)
        top: cp_model.LinearExpr | int = 0
        if m > 0:
            tau = cmx.model.new_int_var(0, n_max, f"tau[{i}]")
            excess = []
            for s, h in cmx.hist[i].items():
                u = cmx.model.new_int_var(0, n_max, f"excess[{i},{s}]")
                cmx.model.add(u >= h - tau)
                excess.append(u)
            top = m * tau + sum(excess)
        cmx.model.add(rb.den * r + rb.num * top <= rb.num * cmx.size[i]).only_enforce_if(used)
