"""The two-stage top-down algorithm for sequential releases (Shmueli-Tassa et al., Algorithm 3).

Given published releases T_1..T_{R-1} of a table T, compute T_R (its
``release_attributes``) under cell generalization so that the sequential
release meets a conjunction of [J, k]-linkability and [J, k]-diversity
requirements (Definition 4.2), each over its own join J (MJ; FMJ for R = 2;
KMJ for any R) with its own k and quasi-identifiers, with little LM or EM
loss. A trial release is kept only when every requirement holds on it.

Stage 1, cut specialization (steps 1-22): every generalized attribute starts
at the root of its taxonomy (the sensitive and other non-QI attributes are
published as they are). Θ holds the non-leaf nodes of the current cuts. Each
iteration tries every θ ∈ Θ: specialize every cell at θ to the child above its
value; θ whose specialization violates some requirement leaves Θ (step 13);
among the others the one with the largest information-gain / privacy-loss ratio
ρ = (IL_B - IL_A) / (PL_B - PL_A) (eq. 7) is applied and replaced by its
non-leaf children. Here PL is the mean over QI tuples of γ(S(a))/k (δ(S(a))/k
for diversity, summed over the requirements); as in TDS (Fung et al. 2005) the
denominator is ``max(PL_B - PL_A, 0) + 1`` so a specialization that costs no
privacy does not divide by zero, and ties go to the larger information gain.

Stage 2, cell specialization (steps 23-36): the non-leaf cells are shuffled
and cut into buckets; a bucket is specialized (each cell one level down, toward
its value) when the whole bucket keeps every requirement; the bucket size then
shrinks. The paper leaves the sizes open: here the first size is
``ceil(cells / initial_buckets)``, each round divides it by ``shrink``, and
rounds stop once a round would test more than ``max_buckets`` buckets. The
singleton round is done per *move class*: the records of one published group
whose cell on one attribute goes to the same child are interchangeable (the
join and S(a) see only the multiset of published records), so trying them one
by one in random order until the first failure is the same as finding the
largest number of them that can move; that number is found with at most
``log2`` evaluations (try all, then one, then bisect). For k-linkability a
failed single move is remembered and never retried (γ never rises under
specialization, so it would fail again); the singleton rounds repeat until
one changes nothing. Buckets, class order and the moved records are drawn from
the seed: the output is deterministic given the seed.

Solver options (spec ``solver.options``): ``initial_buckets`` (4), ``shrink``
(4), ``max_buckets`` (64), positive integers, set the stage-2 bucket sizes
above; ``stage2`` (true) runs stage 2: with ``stage2: false`` the release is
the stage-1 cut alone (every record with the same leaf gets the same node),
the TDS4ASR-like baseline of the paper's Test (a) (section 7). It meets the
requirement too (stage 1 only applies specializations that keep it) and its
loss is never below the two-stage loss for the same seed (stage 2 only
specializes the cut further); statistics ``stage2`` says ``"skipped"``.
``dynamic`` and ``new_records``: tables that grew (seqanon_opt.solvers.heuristics.dynamic).

Sensitive cells ``*`` (two_stage_join): a previous release whose sensitive
column is all ``*`` does not publish the attribute; in a mixed one the cliques
without a published value are judged in the worst case. A table whose
sensitive (or other taxonomy-less) column holds ``*`` or an empty value is
refused before solving (capability conditions, as the FMJ of more than two
releases and the unifying approach on a release mixing values and ``*``).

Infeasibility. S(a) only grows when T_R is generalized (two_stage_join), so if
the most general T_R violates a k-linkability requirement no T_R satisfies it:
status INFEASIBLE (whatever the other requirements of the conjunction). δ can
fall under generalization, so a k-diversity violation there proves nothing:
status UNKNOWN with a message.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Mapping

import numpy as np
import pandas as pd

from ...data.taxonomy import ancestor_table
from ...errors import SpecError, UnsupportedProblem
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..base import Capabilities, check_supported
from ..registry import register
from ..sequential_conditions import fmj_of_many_releases, needs_sensitive, unifying_mixed_stars
from .two_stage_input import (
    TwoStageInput,
    TwoStageResult,
    starred_table,
    two_stage_input,
)
from .two_stage_join import Check, JoinEvaluator, NoPerfectMatching, pack, tuple_index

log = logging.getLogger(__name__)


# --------------------------------------------------------------------- the algorithm
class _State:
    """Records' published nodes, their packed group keys and the group counts."""

    def __init__(self, inp: TwoStageInput, nodes: dict[str, np.ndarray]):
        self.inp = inp
        self.columns = inp.release_attributes
        self.radices = [inp.taxonomies[a].n_nodes for a in self.columns]
        self.place = {a: int(np.prod(self.radices[i + 1 :], dtype=object)) for i, a in enumerate(self.columns)}
        self.nodes = nodes
        n = inp.n_records
        self.keys = pack([nodes[a] if a in nodes else inp.fixed[a] for a in self.columns], self.radices, n)
        uniq, cnt = np.unique(self.keys, return_counts=True)
        self.counts: dict[int, int] = dict(zip(uniq.tolist(), cnt.tolist()))

    def arrays(self, delta: Mapping[int, int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        counts = dict(self.counts)
        for k, d in (delta or {}).items():
            counts[k] = counts.get(k, 0) + d
        keys = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
        vals = np.fromiter(counts.values(), dtype=np.int64, count=len(counts))
        return keys, vals

    def apply(self, records: np.ndarray, attrs: np.ndarray, new_nodes: np.ndarray) -> None:
        """Set ``nodes[attrs[i]][records[i]] = new_nodes[i]`` and update keys and counts."""
        for j, a, v in zip(records.tolist(), attrs.tolist(), new_nodes.tolist()):
            attr = self.inp.generalized[a]
            old_key = int(self.keys[j])
            new_key = old_key + (v - int(self.nodes[attr][j])) * self.place[attr]
            self.nodes[attr][j] = v
            self.keys[j] = new_key
            self._move(old_key, new_key, 1)

    def _move(self, old: int, new: int, t: int) -> None:
        self.counts[old] -= t
        if self.counts[old] == 0:
            del self.counts[old]
        self.counts[new] = self.counts.get(new, 0) + t


def _loss(inp: TwoStageInput, nodes: Mapping[str, np.ndarray], weight: np.ndarray | None = None) -> float:
    total = 0.0
    for a in inp.generalized:
        cell = inp.node_loss[a][nodes[a]]
        total += float(cell.sum() if weight is None else (cell * weight).sum())
    return total


def two_stage(
    inp: TwoStageInput,
    *,
    seed: int = 0,
    time_limit: float = 60.0,
    initial_buckets: int = 4,
    shrink: int = 4,
    max_buckets: int = 64,
    stage2: bool = True,
) -> TwoStageResult:
    """Algorithm 3 on plain arrays; see the module docstring."""
    start = time.perf_counter()
    deadline = start + time_limit
    rng = np.random.default_rng(seed)
    taxes = inp.taxonomies
    n = inp.n_records
    for req in inp.requirements:
        if req.join not in ("MJ", "FMJ", "KMJ"):
            raise ValueError(f"unknown join {req.join!r}")
        if req.join == "FMJ" and len(inp.previous) > 1:
            raise UnsupportedProblem(
                "two-stage: the FMJ of more than two releases is NP-hard (Theorem 3.4); use join KMJ"
            )
    published = set(inp.release_attributes).union(*[set(g.columns) for g in inp.previous])
    checks = [
        Check(
            r.kind, r.k, r.join, tuple_index([q for q in r.quasi_identifiers if q in published], inp.leaves, taxes, n)
        )
        for r in inp.requirements
    ]
    evaluator = JoinEvaluator(inp.previous, inp.release_attributes, taxes, checks, inp.sensitive)
    stats: dict = {
        "join": [r.join for r in inp.requirements][0]
        if len(inp.requirements) == 1
        else [r.join for r in inp.requirements],
        "stage1_specializations": 0,
        "stage2_specializations": 0,
        "stopped": False,
        "stage2": "run" if stage2 else "skipped",
    }

    # ---- atoms: distinct (generalized leaves, fixed values) with multiplicities, for stage 1
    atom_cols = [*inp.generalized, *[a for a in inp.release_attributes if a not in inp.generalized]]
    atom_src = {**{a: inp.leaves[a] for a in inp.generalized}, **inp.fixed}
    atom_radices = [taxes[a].n_nodes for a in atom_cols]
    atom_key = pack([atom_src[a] for a in atom_cols], atom_radices, n)
    akeys, ainv, acount = np.unique(atom_key, return_inverse=True, return_counts=True)
    first = np.zeros(len(akeys), dtype=np.int64)
    first[ainv.reshape(-1)[::-1]] = np.arange(n)[::-1]
    atom = {a: atom_src[a][first] for a in atom_cols}
    radices = [taxes[a].n_nodes for a in inp.release_attributes]

    def evaluate_cut(cmap: Mapping[str, np.ndarray]):
        nodes = {a: cmap[a][atom[a]] if a in cmap else atom[a] for a in inp.release_attributes}
        keys = pack([nodes[a] for a in inp.release_attributes], radices, len(acount))
        uniq, inv = np.unique(keys, return_inverse=True)
        return evaluator.evaluate(uniq, np.bincount(inv.reshape(-1), weights=acount).astype(np.int64))

    # ---- the most general release
    cmap = {a: np.full(taxes[a].n_nodes, taxes[a].root, dtype=np.int64) for a in inp.generalized}
    try:
        ev = evaluate_cut(cmap)
    except NoPerfectMatching as exc:
        raise ValueError(f"the previous releases are not views of this table: {exc}") from None
    if not ev.ok:
        bad = [(c, a) for c, a in zip(inp.requirements, ev.achieved) if a is not None and a < c.k - 1e-12]
        proof = any(c.kind == "k-linkability" for c, _ in bad)
        msg = "; ".join(
            f"{c.kind} over the {c.join}: the most general release reaches {a:g} < k = {c.k:g}" for c, a in bad
        )
        stats.update(
            achieved_k=ev.achieved[0] if len(ev.achieved) == 1 else ev.achieved, evaluations=evaluator.evaluations
        )
        if proof:
            return TwoStageResult(
                Status.INFEASIBLE, None, stats, msg + " (S(a) only shrinks under specialization: no release meets it)"
            )
        return TwoStageResult(
            Status.UNKNOWN,
            None,
            stats,
            msg + " (diversity is not monotone: a more specific release might still meet it)",
        )

    # ---- stage 1: cut specialization
    il_node = {a: inp.node_loss[a] for a in inp.generalized}
    anc = {a: ancestor_table(taxes[a]) for a in inp.generalized}

    def cut_loss(cm):
        return float(sum((il_node[a][cm[a][atom[a]]] * acount).sum() for a in inp.generalized))

    def specialize(cm, a, theta):
        tax = taxes[a]
        new = cm[a].copy()
        leaves = tax.leaves[(tax.tin[tax.leaves] >= tax.tin[theta]) & (tax.tin[tax.leaves] < tax.tout[theta])]
        up = tax.depth[leaves] - tax.depth[theta] - 1
        new[leaves] = anc[a][leaves, up]
        return {**cm, a: new}

    theta_set = {(a, int(taxes[a].root)) for a in inp.generalized if taxes[a].n_leaves > 1}
    il_b, pl_b = cut_loss(cmap), ev.mean_level
    stopped = False
    while theta_set:
        best = None
        for a, theta in sorted(theta_set):
            if time.perf_counter() > deadline:
                stopped = True
                break
            trial = specialize(cmap, a, theta)
            tev = evaluate_cut(trial)
            if not tev.ok:
                theta_set.discard((a, theta))
                continue
            il_a = cut_loss(trial)
            gain = il_b - il_a
            rho = gain / (max(pl_b - tev.mean_level, 0.0) + 1.0)
            cand = (rho, gain, (a, theta), trial, il_a, tev)
            if best is None or (rho, gain) > (best[0], best[1]):
                best = cand
        if stopped or best is None:
            break
        _, _, (a, theta), cmap, il_b, tev = best
        pl_b = tev.mean_level
        ev = tev
        stats["stage1_specializations"] += 1
        theta_set.discard((a, theta))
        theta_set |= {(a, int(c)) for c in taxes[a].children[theta] if taxes[a].leaf_count[c] > 1}
    stats["stage1_loss"] = cut_loss(cmap)
    stats["stage1_achieved_k"] = ev.achieved[0] if len(ev.achieved) == 1 else ev.achieved
    stats["cut"] = {
        a: sorted(taxes[a].labels[v] for v in set(cmap[a][taxes[a].leaves].tolist())) for a in inp.generalized
    }
    nodes = {a: cmap[a][inp.leaves[a]].astype(np.int64) for a in inp.generalized}
    log.info(
        "two-stage: stage 1 done, %d specializations, loss %.4g, achieved %s",
        stats["stage1_specializations"],
        stats["stage1_loss"],
        ev.achieved,
    )

    # ---- stage 2: randomised bucketed cell specialization
    state = _State(inp, nodes)
    gen_attrs = list(inp.generalized)
    depth = {a: taxes[a].depth for a in gen_attrs}

    def open_cells():
        recs, attrs = [], []
        for i, a in enumerate(gen_attrs):
            j = np.flatnonzero(taxes[a].leaf_count[state.nodes[a]] > 1)
            recs.append(j)
            attrs.append(np.full(len(j), i, dtype=np.int64))
        if not recs:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(recs), np.concatenate(attrs)

    def child_towards(i: np.ndarray, recs: np.ndarray) -> np.ndarray:
        out = np.empty(len(recs), dtype=np.int64)
        for m, a in enumerate(gen_attrs):
            sel = i == m
            if sel.any():
                leaf = inp.leaves[a][recs[sel]]
                cur = state.nodes[a][recs[sel]]
                out[sel] = anc[a][leaf, depth[a][leaf] - depth[a][cur] - 1]
        return out

    buckets_tried = 0
    if stage2 and stopped:
        stats["stage2"] = "not run (time limit reached in stage 1)"
    if stage2 and not stopped:
        recs, attrs = open_cells()
        size = max(1, math.ceil(len(recs) / max(initial_buckets, 1)))
        while len(recs) and size > 1 and math.ceil(len(recs) / size) <= max_buckets and not stopped:
            order = rng.permutation(len(recs))
            recs, attrs = recs[order], attrs[order]
            for b in range(0, len(recs), size):
                if time.perf_counter() > deadline:
                    stopped = True
                    break
                br, ba = recs[b : b + size], attrs[b : b + size]
                # the record's cells of this bucket move together
                delta: dict[int, int] = {}
                moved_key: dict[int, int] = {}
                targets = child_towards(ba, br)
                for j, m, v in zip(br.tolist(), ba.tolist(), targets.tolist()):
                    a = gen_attrs[m]
                    key = moved_key.get(j, int(state.keys[j]))
                    moved_key[j] = key + (v - int(state.nodes[a][j])) * state.place[a]
                for j, key in moved_key.items():
                    old = int(state.keys[j])
                    delta[old] = delta.get(old, 0) - 1
                    delta[key] = delta.get(key, 0) + 1
                buckets_tried += 1
                if evaluator.evaluate(*state.arrays(delta)).ok:
                    state.apply(br, ba, targets)
                    stats["stage2_specializations"] += len(br)
            recs, attrs = open_cells()
            size = max(1, size // max(shrink, 2))
        # singleton round(s), per move class
        failed: set[tuple[int, int]] = set()
        monotone = all(r.kind == "k-linkability" for r in inp.requirements)
        changed = True
        while changed and not stopped:
            changed = False
            recs, attrs = open_cells()
            if not len(recs):
                break
            targets = child_towards(attrs, recs)
            frame = pd.DataFrame({"j": recs, "m": attrs, "v": targets, "key": state.keys[recs]})
            classes = list(frame.groupby(["key", "m", "v"], sort=True)["j"])
            for ci in rng.permutation(len(classes)).tolist():
                if time.perf_counter() > deadline:
                    stopped = True
                    break
                (key, m, v), members = classes[ci]
                key, m, v = int(key), int(m), int(v)
                a = gen_attrs[m]
                members = members.to_numpy()
                members = members[state.keys[members] == key]  # records moved since the classes were formed
                if not len(members):
                    continue
                cur = int(state.nodes[a][members[0]])
                new_key = key + (v - cur) * state.place[a]
                if monotone and (key, new_key) in failed:
                    continue
                members = members[rng.permutation(len(members))]

                def ok(t: int) -> bool:
                    return evaluator.evaluate(*state.arrays({key: -t, new_key: t})).ok  # noqa: B023 (used in this step)

                c = len(members)
                if ok(c):
                    t = c
                elif c == 1 or not ok(1):
                    failed.add((key, new_key))
                    continue
                else:
                    lo, hi = 1, c - 1  # ok(lo) holds; find the largest t with ok(t)
                    while lo < hi:
                        mid = (lo + hi + 1) // 2
                        if ok(mid):
                            lo = mid
                        else:
                            hi = mid - 1
                    t = lo
                chosen = members[:t]
                state.apply(chosen, np.full(t, m, dtype=np.int64), np.full(t, v, dtype=np.int64))
                stats["stage2_specializations"] += t
                changed = True
    final = evaluator.evaluate(*state.arrays())
    if not final.ok:  # cannot happen: every accepted step was checked
        raise AssertionError("two-stage: the final release fails its own check")
    nodes = {a: state.nodes[a] for a in inp.generalized}
    nodes.update({a: np.asarray(inp.fixed[a], dtype=np.int64) for a in inp.release_attributes if a in inp.fixed})
    stats.update(
        achieved_k=final.achieved[0] if len(final.achieved) == 1 else final.achieved,
        evaluations=evaluator.evaluations,
        buckets_tried=buckets_tried,
        stopped=stopped,
        groups=len(state.counts),
        loss=_loss(inp, nodes),
        runtime_s=time.perf_counter() - start,
    )
    log.info(
        "two-stage: done, %d + %d specializations, loss %.4g, %d evaluations, %.2f s",
        stats["stage1_specializations"],
        stats["stage2_specializations"],
        stats["loss"],
        evaluator.evaluations,
        stats["runtime_s"],
    )
    return TwoStageResult(Status.FEASIBLE, nodes, stats)


def _options(problem: Problem) -> dict:
    """The spec's ``solver.options``, checked: known names, ``stage2`` a boolean, bucket sizes positive ints."""
    opts = dict(problem.solver.options or {})
    allowed = {"initial_buckets", "shrink", "max_buckets", "stage2", "dynamic", "new_records"}
    unknown = set(opts) - allowed
    if unknown:
        raise SpecError(
            f"two-stage: unknown solver option(s) {sorted(unknown)}; known: {sorted(allowed)}",
            field=f"solver.options.{sorted(unknown)[0]}",
        )
    if "stage2" in opts and not isinstance(opts["stage2"], (bool, np.bool_)):
        raise SpecError(
            "two-stage: must be true (both stages) or false (the stage-1 cut release alone)",
            field="solver.options.stage2",
            value=opts["stage2"],
        )
    for name in ("initial_buckets", "shrink", "max_buckets"):
        value = opts.get(name, 1)
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)) or value < 1:
            raise SpecError("two-stage: must be a positive integer", field=f"solver.options.{name}", value=value)
    if "stage2" in opts:
        opts["stage2"] = bool(opts["stage2"])
    return opts


@register("two-stage")
class TwoStageSolver:
    """Shmueli-Tassa et al.'s two-stage top-down algorithm: cut specialization by the
    information-gain / privacy-loss ratio, then randomised bucketed cell specialization
    (skipped with solver option ``stage2: false``: the cut release alone, section 7's Test (a))."""

    name = "two-stage"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cell"}),
        requirements=frozenset({"k-linkability", "k-diversity"}),
        objectives=frozenset({"LM", "EM"}),
        suppression=False,
        max_requirements=16,
        options=frozenset({"initial_buckets", "shrink", "max_buckets", "stage2", "dynamic", "new_records"}),
        conditions=(needs_sensitive, fmj_of_many_releases, starred_table, unifying_mixed_stars),
    )

    def solve(
        self,
        problem: Problem,
        *,
        time_limit: float | None = None,
        seed: int | None = None,
        workers: int | None = None,
        hint: Solution | None = None,
    ) -> Solution:
        check_supported(self, problem)
        opts = _options(problem)
        limit = float(time_limit if time_limit is not None else problem.solver.time_limit)
        seed = int(seed if seed is not None else problem.solver.seed)
        start = time.perf_counter()
        tuning = {k: opts[k] for k in ("initial_buckets", "shrink", "max_buckets", "stage2") if k in opts}
        sizes = {len(f) for f in problem.previous}
        if sizes and sizes != {problem.n_rows}:
            from .dynamic import solve_dynamic  # records were added since the previous releases

            result = solve_dynamic(
                problem,
                approach=str(opts.get("dynamic", "unifying")),
                new_records=opts.get("new_records"),
                seed=seed,
                time_limit=limit,
                **tuning,
            )
        else:
            result = two_stage(two_stage_input(problem), seed=seed, time_limit=limit, **tuning)
        solution = Solution(
            self.name,
            result.status,
            runtime_s=time.perf_counter() - start,
            statistics=dict(result.statistics),
            message=result.message,
        )
        if result.nodes is not None:
            solution.generalized = {
                a: result.nodes[a] for a in result.nodes if a in problem.quasi_identifiers and a in problem.taxonomies
            }
            solution.suppressed = np.zeros(problem.n_rows, dtype=bool)
            solution.objective = table_loss(problem, solution.generalized, solution.suppressed, problem.objective)
        return solution
