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

Stage 2, cell specialization (steps 23-36, :mod:`.two_stage_cells`): the non-leaf cells are shuffled
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
import time
from collections.abc import Mapping

import numpy as np

from ...data.taxonomy import Taxonomy, ancestor_table
from ...solution import Status
from .two_stage_cells import CellSpecialization, ReleaseState
from .two_stage_input import (
    TwoStageInput,
    TwoStageResult,
)
from .two_stage_join import Check, Evaluation, JoinEvaluator, pack, tuple_index

log = logging.getLogger(__name__)


# --------------------------------------------------------------------- the algorithm
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
    evaluator = _join_evaluator(inp)
    stats: dict = {
        "join": [r.join for r in inp.requirements][0]
        if len(inp.requirements) == 1
        else [r.join for r in inp.requirements],
        "stage1_specializations": 0,
        "stage2_specializations": 0,
        "stopped": False,
        "stage2": "run" if stage2 else "skipped",
    }
    atoms = _Atoms(inp, evaluator)
    cmap = {a: np.full(taxes[a].n_nodes, taxes[a].root, dtype=np.int64) for a in inp.generalized}
    ev = atoms.evaluate(cmap)  # the most general release (NoPerfectMatching: the releases are no views of it)
    if not ev.ok:
        return _violated_at_root(inp, ev, stats, evaluator.evaluations)
    anc = {a: ancestor_table(taxes[a]) for a in inp.generalized}
    cmap, ev, stopped = _cut_specialization(atoms, cmap, ev, anc, deadline, stats)
    stats["stage1_loss"] = atoms.loss(cmap)
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
    state = ReleaseState(inp, nodes)
    buckets_tried = 0
    if stage2 and stopped:
        stats["stage2"] = "not run (time limit reached in stage 1)"
    if stage2 and not stopped:
        cells = CellSpecialization(inp, state, evaluator, anc, rng, deadline, stats)
        buckets_tried, stopped = cells.bucket_rounds(initial_buckets, shrink, max_buckets)
        if not stopped:
            stopped = cells.singleton_rounds()
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


def _join_evaluator(inp: TwoStageInput) -> JoinEvaluator:
    """The requirements as checks on the join of a trial release with the previous ones (each on the
    quasi-identifiers some release publishes)."""
    for req in inp.requirements:
        if req.join not in ("MJ", "FMJ", "KMJ"):
            raise ValueError(f"unknown join {req.join!r}")
        if req.join == "FMJ" and len(inp.previous) > 1:
            raise ValueError(  # the capability condition fmj_of_many_releases rules it out
                "two-stage: the FMJ of more than two releases is NP-hard (Theorem 3.4); use join KMJ"
            )
    taxes, n = inp.taxonomies, inp.n_records
    published = set(inp.release_attributes).union(*[set(g.columns) for g in inp.previous])
    checks = [
        Check(
            r.kind, r.k, r.join, tuple_index([q for q in r.quasi_identifiers if q in published], inp.leaves, taxes, n)
        )
        for r in inp.requirements
    ]
    return JoinEvaluator(inp.previous, inp.release_attributes, taxes, checks, inp.sensitive)


def _violated_at_root(inp: TwoStageInput, ev: Evaluation, stats: dict, evaluations: int) -> TwoStageResult:
    """The most general release violates a requirement (module docstring, "Infeasibility"): INFEASIBLE
    for k-linkability (S(a) only shrinks under specialization), else UNKNOWN."""
    bad = [(c, a) for c, a in zip(inp.requirements, ev.achieved) if a is not None and a < c.k - 1e-12]
    proof = any(c.kind == "k-linkability" for c, _ in bad)
    msg = "; ".join(f"{c.kind} over the {c.join}: the most general release reaches {a:g} < k = {c.k:g}" for c, a in bad)
    stats.update(achieved_k=ev.achieved[0] if len(ev.achieved) == 1 else ev.achieved, evaluations=evaluations)
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


class _Atoms:
    """Stage 1's view of the table: its distinct (generalized leaves, fixed values) rows with their
    multiplicities, published under a cut map (per generalized attribute, leaf -> its cut node)."""

    def __init__(self, inp: TwoStageInput, evaluator: JoinEvaluator) -> None:
        self.inp, self.evaluator = inp, evaluator
        taxes, n = inp.taxonomies, inp.n_records
        cols = [*inp.generalized, *[a for a in inp.release_attributes if a not in inp.generalized]]
        src = {**{a: inp.leaves[a] for a in inp.generalized}, **inp.fixed}
        key = pack([src[a] for a in cols], [taxes[a].n_nodes for a in cols], n)
        keys, inverse, self.count = np.unique(key, return_inverse=True, return_counts=True)
        first = np.zeros(len(keys), dtype=np.int64)
        first[inverse.reshape(-1)[::-1]] = np.arange(n)[::-1]
        self.atom = {a: src[a][first] for a in cols}
        self.radices = [taxes[a].n_nodes for a in inp.release_attributes]

    def evaluate(self, cmap: Mapping[str, np.ndarray]) -> Evaluation:
        """The requirements on the release that publishes every atom through ``cmap``."""
        columns = self.inp.release_attributes
        nodes = {a: cmap[a][self.atom[a]] if a in cmap else self.atom[a] for a in columns}
        keys = pack([nodes[a] for a in columns], self.radices, len(self.count))
        uniq, inv = np.unique(keys, return_inverse=True)
        return self.evaluator.evaluate(uniq, np.bincount(inv.reshape(-1), weights=self.count).astype(np.int64))

    def loss(self, cmap: Mapping[str, np.ndarray]) -> float:
        """IL of the release under ``cmap``: the node loss of every published cell."""
        loss = self.inp.node_loss
        return float(sum((loss[a][cmap[a][self.atom[a]]] * self.count).sum() for a in self.inp.generalized))


def _specialize(
    tax: Taxonomy, anc: np.ndarray, cmap: dict[str, np.ndarray], a: str, theta: int
) -> dict[str, np.ndarray]:
    """``cmap`` with node theta of attribute a replaced by its children (every leaf below theta mapped to
    the child above it)."""
    new = cmap[a].copy()
    leaves = tax.leaves[(tax.tin[tax.leaves] >= tax.tin[theta]) & (tax.tin[tax.leaves] < tax.tout[theta])]
    up = tax.depth[leaves] - tax.depth[theta] - 1
    new[leaves] = anc[leaves, up]
    return {**cmap, a: new}


def _cut_specialization(
    atoms: _Atoms,
    cmap: dict[str, np.ndarray],
    ev: Evaluation,
    anc: Mapping[str, np.ndarray],
    deadline: float,
    stats: dict,
) -> tuple[dict[str, np.ndarray], Evaluation, bool]:
    """Stage 1 (steps 1-22): specialize the θ of highest ρ = (IL_B - IL_A) / (max(PL_B - PL_A, 0) + 1)
    (eq. 7, module docstring) among those that keep every requirement, until none is left. Returns the
    cut map, its evaluation, and whether the time limit stopped the stage."""
    taxes = atoms.inp.taxonomies
    theta_set = {(a, int(taxes[a].root)) for a in atoms.inp.generalized if taxes[a].n_leaves > 1}
    il_b, pl_b = atoms.loss(cmap), ev.mean_level
    stopped = False
    while theta_set:
        best = None
        for a, theta in sorted(theta_set):
            if time.perf_counter() > deadline:
                stopped = True
                break
            trial = _specialize(taxes[a], anc[a], cmap, a, theta)
            tev = atoms.evaluate(trial)
            if not tev.ok:
                theta_set.discard((a, theta))
                continue
            il_a = atoms.loss(trial)
            gain = il_b - il_a
            rho = gain / (max(pl_b - tev.mean_level, 0.0) + 1.0)
            if best is None or (rho, gain) > (best[0], best[1]):
                best = (rho, gain, (a, theta), trial, il_a, tev)
        if stopped or best is None:
            break
        _, _, (a, theta), cmap, il_b, ev = best
        pl_b = ev.mean_level
        stats["stage1_specializations"] += 1
        theta_set.discard((a, theta))
        theta_set |= {(a, int(c)) for c in taxes[a].children[theta] if taxes[a].leaf_count[c] > 1}
    return cmap, ev, stopped
