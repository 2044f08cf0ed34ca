"""``colgen-cell``: near-optimal cell generalization of whole tables under k-anonymity, with a proven bound.

Issue 20, ``models/cell_column_generation.md``. A cell release under k-anonymity (with a suppression
budget B) is, at the optimum, a partition of the kept records into groups of at least k, each published
as the lowest common ancestors of its records. Column generation over that set partitioning
(:mod:`.generation`: HiGHS master, pricing by level vector, Wentges smoothing) gives a Lagrangian lower
bound valid at every round; the release is the best of the LP-guided rounding (:mod:`.rounding`), the
dive (:mod:`.diving`) or, on large tables, the chunks (:mod:`.chunks`), the hint and Mondrian's release,
then the polish (:mod:`.polish`: a MIP over the LP support's combinations, with the tuples within reach
at the best bound's duals, from that release) alternating with the local search (:mod:`.local_search`:
records moved between groups, groups cut, pairs merged and cut again) while both improve, then dissolve and
repair (:mod:`.annealing`: a group dissolved into its nearest, the region repaired by the local search, taken by
a Metropolis test on a falling temperature), on large tables the relaxation induced neighbourhoods (:mod:`.rins`),
then the re-partition (:mod:`.repartition`: related groups re-solved by the compact MIP over their closed
combinations) with the work left, and the status, objective, bound and gap are reported like every exact
solver's.
When the compact cell model over the closed combinations is small (:mod:`.closing`: at most ``CLOSE_PAIRS``
(tuple, combination) pairs) and a gap is left, its MIP closes it from the release (``close_small``) instead
of the polish.
With two workers the bound runs on the side (:mod:`.side`): on large tables the dual ascent and the climb of
the compact Lagrangian (:mod:`.lagrangian`) run on the second worker from the start while the first
releases; otherwise the climb runs there after the loop, when its LP has not converged.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import time

import numpy as np

from ...metrics import table_loss
from ...problem import Problem
from ...progress import describe_incumbent, gap, report_incumbent
from ...requirements import KAnonymity
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase, is_bool, option
from ..cpsat.run import Budget, release_status
from ..heuristics.mondrian import MondrianSolver
from .annealing import anneal
from .chunks import CHUNK_TUPLES, chunked_release
from .closing import closable, close_gap
from .diving import dive
from .generation import ASCENT_SHARE, GENERATION_SHARE, Generation, charge_pricing, cover_state, generate
from .groups import Grouping, grouping_of, release_rows
from .instance import GroupingInstance, grid_size, grouping_instance
from .local_search import SHARED_SLOWDOWN, expected_work, improve
from .polish import polish, support_combinations
from .pricing import Pricer
from .repartition import repartition
from .rins import rins
from .rounding import round_solution
from .side import BoundWorker, can_fork

MAX_COMBINATIONS = 2**44  # product of the taxonomies' node counts (the pricing keys, pricing.KEY_SPACE)
POLISH_SHARE = 0.5  # the polish's share of the work the dive, or the chunks' first pass, leaves
BOUND_SHARE = 0.9  # large tables: the second worker's work (the ascent, then the climb), a share of the solve's
CLIMB_SHARE = 0.6  # otherwise: the climb's work on the second worker, a share of what the loop leaves
ALTERNATIONS = 8  # polish, then local search, while both improve (at most this many of each)
SEARCH_SHARE = 0.1  # the local search's work after the polish, kept from the chunks and the polish (of the budget)
RINS_SHARE = 0.2  # large tables: the relaxation induced neighbourhoods' work (of the budget), kept from the chunks
ANNEAL_SHARE = 0.3  # dissolve and repair's work (of the budget), kept from the chunks and the polish
# The set-up before the budget starts (the instance, whose minimal level vectors sort every (grid vector, tuple)
# key, and Mondrian's release), charged in tuple evaluations per (grid vector, tuple) pair: all of Adult (6,480
# vectors, 18,109 tuples) took 2.1 + 0.3 s of wall time (measured 2026-12-01).
SETUP_EVALUATIONS = 0.25
# The work budget is this share of the time limit. The work rates are fits (pricing, masters, MIPs, search) that
# run a few per cent over or under their wall time from step to step and k to k, and the machine itself runs 2-4 %
# slower on a busy afternoon: on all of Adult the full budget ended 573-618 s into a 600 s limit (2026-12-01).
# The headroom keeps the wall time within the limit without reading the clock, so a solve stays deterministic.
WORK_SHARE_OF_LIMIT = 0.95

logger = logging.getLogger(__name__)


def above(cost: float, other: float) -> bool:
    """``cost`` exceeds ``other`` by more than the relative tolerance 1e-9 (a gap left, or a gain made)."""
    return cost > other + 1e-9 * max(1.0, cost)


def announce(step: str, inst: GroupingInstance, release: Grouping, bound: float | None, budget: Budget) -> None:
    """Progress, never a result: the best release after ``step`` and the best bound so far (None: none yet), to the
    progress display in force (:mod:`seqanon_opt.progress`: the solve line's incumbent, bound and gap, and a message
    with the work spent), so that a long solve shows where it is. Nothing is shown outside a display."""
    cost, known = release.cost(inst), None if bound is None else max(bound, 0.0)
    report_incumbent(cost, known)
    logger.info(
        "colgen-cell, %s: %s (work %.1f of %.1f s)", step, describe_incumbent(cost, known), budget.spent, budget.total
    )


def colgen_reason(problem: Problem) -> str | None:
    """colgen-cell takes exactly one k-anonymity requirement (on any QIs, the others published as leaves),
    on taxonomies whose node combinations fit its int64 keys."""
    reqs = problem.requirements
    if len(reqs) != 1 or not isinstance(reqs[0], KAnonymity):
        return "requirements other than one k-anonymity requirement (colgen-cell: k-anonymity only)"
    nodes = math.prod(problem.taxonomies[a].n_nodes for a in reqs[0].quasi_identifiers)
    if nodes > MAX_COMBINATIONS:
        return f"{nodes:.3g} node combinations (colgen-cell keys them in int64: at most {MAX_COMBINATIONS:.3g})"
    return None


class ColumnGenerationCellSolver(SolverBase):
    """Exact with a certificate: cell generalization under k-anonymity (with a suppression budget), LM, by
    column generation over the set partitioning of the records into groups; a proven bound and gap."""

    name = "colgen-cell"
    capabilities = Capabilities(
        exact=True,
        kinds=frozenset({"single"}),
        models=frozenset({"cell"}),
        requirements=frozenset({"k-anonymity"}),
        objectives=frozenset({"LM"}),
        suppression=True,
        hints=True,
        conditions=(colgen_reason,),
    )

    @dataclasses.dataclass(frozen=True)
    class Options:
        """``close_small``: close a remaining gap with the MIP over the closed combinations when it has at
        most ``closing.CLOSE_PAIRS`` (tuple, combination) pairs (false: the column-generation bound and
        release only). ``climb``: with at least 2 workers, raise the bound on the second worker (a forked
        process, :mod:`.side`; where processes cannot fork, as false) while the first releases: on large
        tables (the chunked path) the dual ascent, then the climb of the compact Lagrangian
        (:mod:`.lagrangian`); on the others the climb, when the loop's LP has not converged. The best bound
        is reported (false: the ascent, serially before the chunks, and the loop's bound)."""

        close_small: bool = option(True, is_bool, "true or false")
        climb: bool = option(True, is_bool, "true or false")

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        requirement = problem.requirements[0]
        assert isinstance(requirement, KAnonymity)  # colgen_reason
        inst = grouping_instance(problem, requirement)
        n, k, budget_records = inst.n_records, requirement.k, requirement.max_suppressed
        if n < k:  # no group of k can form: everything suppressed, or nothing is a release
            if n > budget_records:
                return Solution(
                    self.name,
                    Status.INFEASIBLE,
                    runtime_s=time.perf_counter() - start,
                    message=f"{n} records cannot form a group of k = {k} and exceed the budget",
                )
            every = Grouping([], inst.table.weight.astype(np.int64).copy())
            return self._release(problem, inst, every, every.cost(inst), {}, start, proven=True)
        pricer = Pricer(inst)
        budget = Budget.for_time_limit(WORK_SHARE_OF_LIMIT * limits.time_limit)
        charge_pricing(budget, SETUP_EVALUATIONS * inst.table.n_tuples * grid_size(inst))
        incumbent, source = self._incumbent(problem, inst, pricer, hint, limits)
        announce(f"start ({source})", inst, incumbent, None, budget)
        chunked = inst.table.n_tuples > 2 * CHUNK_TUPLES
        deadline = start + budget.wall_limit
        side = self.options.climb and limits.workers >= 2 and can_fork()
        worker = None
        try:
            if chunked and side:  # the ascent and the climb on the second worker from the cover duals
                state = cover_state(inst, pricer, incumbent.groups, budget, limits.seed, deadline)
                work, ascent_work = BOUND_SHARE * budget.left, ASCENT_SHARE * budget.total
                worker = BoundWorker(inst, state.duals, incumbent.cost(inst), work, deadline, ascent_work, budget.spent)
            else:
                share = ASCENT_SHARE if chunked else GENERATION_SHARE
                state = generate(inst, pricer, incumbent.groups, budget, limits.seed, share=share, deadline=deadline)
                if side and not state.converged:  # the climb on the second worker while this one releases
                    work = CLIMB_SHARE * budget.left
                    worker = BoundWorker(inst, state.duals, incumbent.cost(inst), work, deadline)
            return self._release_and_bound(
                problem, inst, pricer, (incumbent, source), state, budget, limits, worker, (start, deadline)
            )
        finally:
            if worker is not None:
                worker.close()

    def _release_and_bound(
        self,
        problem: Problem,
        inst: GroupingInstance,
        pricer: Pricer,
        known: tuple[Grouping, str],
        state: Generation,
        budget: Budget,
        limits: Limits,
        worker: BoundWorker | None,
        timing: tuple[float, float],
    ) -> Solution:
        """The release (rounding and dive, or the chunks; the polish or the closing MIP) from the loop's
        ``state`` and the ``known`` release (the incumbent and where it came from), with the bounds of the
        second ``worker`` when there is one (its ascent's before the polish, which reads its duals; its
        climb's after); ``timing``: the solve's start and its wall-clock deadline."""
        incumbent, source = known
        start, deadline = timing
        chunked = inst.table.n_tuples > 2 * CHUNK_TUPLES
        found: dict[str, Grouping | None] = {}
        support = support_combinations(state.last, state.master.columns)
        # the chunks' first pass takes what it needs (it is what beats Mondrian) but the local search's share,
        # which the search keeps even when the chunks overrun theirs; the polish shares the rest
        reserved = min(SEARCH_SHARE * budget.total, expected_work(inst, inst.n_records // inst.k)) if chunked else 0.0
        rins_work = RINS_SHARE * budget.total if chunked else 0.0  # kept from the chunks and the polish
        anneal_work = ANNEAL_SHARE * budget.left  # kept from the chunks (or the dive) and the polish
        kept = max(budget.left - reserved - rins_work - anneal_work, 0.0)
        releasing = Budget(kept if chunked else (budget.left - anneal_work) * (1 - POLISH_SHARE), budget.wall_limit)
        if chunked:
            found["chunks"] = chunked_release(
                problem, inst, pricer, releasing, limits.seed, deadline, support, pairs_share=1 - POLISH_SHARE
            )
        elif state.last is not None:
            found["rounding"] = round_solution(inst, pricer, state.last, state.master.columns)
            found["dive"] = dive(inst, pricer, state.master, releasing)
        budget.absorb(releasing)
        best, found_by = incumbent, source
        for name, release in found.items():
            if release is not None and release.cost(inst) < best.cost(inst) - 1e-9:
                best, found_by = release, name
        announce("the chunks" if chunked else "the rounding and the dive", inst, best, state.bound, budget)
        ascent = None if worker is None else worker.ascent()
        if worker is not None and ascent is not None:  # waiting for the ascent is work: its worker's clock
            budget.charge(worker.arrives_at(ascent) - budget.spent)
        if ascent is not None and ascent.bound > state.bound:
            state.bound, state.duals = ascent.bound, ascent.duals
            announce("the dual ascent's bound", inst, best, state.bound, budget)
        closed = closable(inst, pricer, budget) if self.options.close_small else None
        slowdown = 1.0 if worker is None else SHARED_SLOWDOWN  # the local search beside the bound's worker
        polished: Grouping | None = None
        searched: Grouping | None = None
        repartitioned: Grouping | None = None
        rinsed: Grouping | None = None
        annealed: Grouping | None = None
        alternations = 0
        if closed is None:
            polishing = Budget(max(budget.left - rins_work - anneal_work, 0.0), budget.wall_limit)
            best, found_by, polished, searched, alternations = self._polish_and_search(
                inst, pricer, (best, found_by), support, state, (polishing, reserved), limits.seed, (deadline, slowdown)
            )
            budget.absorb(polishing)
            rounds = f"{alternations} round{'s' if alternations != 1 else ''}"
            announce(f"the polish and the local search ({rounds})", inst, best, state.bound, budget)
            if above(best.cost(inst), state.bound):
                annealing = Budget(min(anneal_work, max(budget.left - rins_work, 0.0)), budget.wall_limit)
                best, found_by, annealed = self._anneal(
                    inst, pricer, (best, found_by), annealing, limits.seed, (deadline, slowdown)
                )
                budget.absorb(annealing)
                announce("dissolve and repair", inst, best, state.bound, budget)
            if rins_work > 0 and above(best.cost(inst), state.bound):
                best, found_by, rinsed = self._rins(
                    inst, pricer, (best, found_by), state, budget, limits.seed, (deadline, slowdown)
                )
                announce("the relaxation induced neighbourhoods", inst, best, state.bound, budget)
            if above(best.cost(inst), state.bound):
                repartitioned = repartition(inst, pricer, best, budget, limits.seed, deadline)
                if repartitioned is not best:
                    best, found_by = repartitioned, f"{found_by} and re-partition"
                announce("the re-partition", inst, best, state.bound, budget)
        climb = None if worker is None else worker.climb()  # a dead worker: the bound stays
        if climb is not None and climb.bound > state.bound:
            state.bound = climb.bound
            announce("the climb's bound", inst, best, state.bound, budget)
        rounded = found.get("rounding")
        stats = {
            "tuples": inst.table.n_tuples,
            "level_vectors": len(inst.levels),
            "rounds": state.rounds,
            "complete_pricing_passes": state.complete_passes,
            "columns": len(state.master.columns),
            "simplex_iterations": state.master.iterations,
            "lp_converged": state.converged,
            "lp_value": state.lp_value,
            "lp_bound": state.bound,
            "master_seconds": round(state.seconds["master"], 3),
            "pricing_seconds": round(state.seconds["pricing"], 3),
            "incumbent_objective": incumbent.cost(inst),
            "rounding_objective": None if rounded is None else rounded.cost(inst),
            "polish_objective": None if polished is None else polished.cost(inst),
            "search_objective": None if searched is None else searched.cost(inst),
            "polish_search_rounds": alternations,
            "repartition_objective": None if repartitioned is None else repartitioned.cost(inst),
            "rins_objective": None if rinsed is None else rinsed.cost(inst),
            "anneal_objective": None if annealed is None else annealed.cost(inst),
            "polish_combinations": len(set(support)),
            "climb_iterations": None if climb is None else climb.iterations,
            "climb_bound": None if climb is None else climb.bound,
            "ascent_bound": None if ascent is None else ascent.bound,
            "climb_worker_died": worker is not None and worker.died,
            "chunks": chunked,
            "found_by": found_by,
            **budget.statistics(),
        }
        bound = max(state.bound, 0.0)
        cost = best.cost(inst)
        proven = False
        if closed is not None and above(cost, bound) and not budget.exhausted:
            stats["closed_pairs"] = sum(len(tuples) for tuples in closed.values())
            closing = close_gap(inst, pricer, best, closed, budget, limits.seed, deadline)
            if closing is not None:
                release, mip_bound, proven = closing
                if release is not best:
                    best, stats["found_by"] = release, "closing"
                bound = max(bound, mip_bound)
                announce("the closing MIP", inst, best, bound, budget)
        return self._release(problem, inst, best, bound, stats, start, proven)

    @staticmethod
    def _polish_and_search(
        inst: GroupingInstance,
        pricer: Pricer,
        known: tuple[Grouping, str],
        support: list[tuple[int, ...]],
        state: Generation,
        budgets: tuple[Budget, float],
        seed: int,
        timing: tuple[float, float],
    ) -> tuple[Grouping, str, Grouping | None, Grouping | None, int]:
        """The polish from the best release, then the local search (:mod:`.local_search`) from the polish's,
        then the polish again from the search's and so on while both improve (at most ``ALTERNATIONS`` rounds):
        the release, what found it, the first polish's release (None when it found nothing), the last search's
        and the rounds. ``budgets``: the solve's and the work kept for the first search (it gets at least that);
        the polish leaves the search its expected work. The polish's later rounds run only while its MIP
        improves, so it starts from the release before a search, not after. ``timing``: the wall-clock deadline
        and the local search's slowdown (:func:`.local_search.improve`)."""
        budget, reserved = budgets
        deadline, slowdown = timing
        best, found_by = known
        first_polish: Grouping | None = None
        searched: Grouping | None = None
        rounds = 0
        for rounds in range(1, ALTERNATIONS + 1):
            polished = None
            if above(best.cost(inst), state.bound):
                kept = min(SEARCH_SHARE * budget.total, budget.left / 2, expected_work(inst, len(best.groups)))
                polishing = Budget(budget.left - kept, budget.wall_limit)
                polished = polish(inst, pricer, best, support, polishing, seed, deadline, state.duals)
                budget.absorb(polishing)
            if polished is not None:
                best, found_by = polished, "polish" if rounds == 1 else f"{found_by} and polish"
                first_polish = polished if rounds == 1 else first_polish
            elif rounds > 1:
                break
            searching = Budget(max(budget.left, reserved if rounds == 1 else 0.0), budget.wall_limit)
            searched = improve(inst, pricer, best, searching, deadline, slowdown)
            budget.absorb(searching)
            improved = above(best.cost(inst), searched.cost(inst))
            if improved:
                best, found_by = searched, f"{found_by} and search"
            if not improved or budget.exhausted:
                break
        return best, found_by, first_polish, searched, rounds

    @staticmethod
    def _rins(
        inst: GroupingInstance,
        pricer: Pricer,
        known: tuple[Grouping, str],
        state: Generation,
        budget: Budget,
        seed: int,
        timing: tuple[float, float],
    ) -> tuple[Grouping, str, Grouping | None]:
        """The relaxation induced neighbourhoods (:mod:`.rins`) priced at the bound's duals (the ascent's on
        large tables), within ``RINS_SHARE`` of the budget, then the local search from their release: the
        release, what found it and the RINS's release (None when it found nothing). ``timing``: the wall-clock
        deadline and the local search's slowdown."""
        best, found_by = known
        deadline, slowdown = timing
        rinsing = Budget(min(RINS_SHARE * budget.total, budget.left), budget.wall_limit)
        found = rins(inst, pricer, best, state.duals, rinsing, seed, deadline)
        budget.absorb(rinsing)
        if found is None:
            return best, found_by, None
        best, found_by = found, f"{found_by} and RINS"
        searching = Budget(min(SEARCH_SHARE * budget.total, budget.left), budget.wall_limit)
        searched = improve(inst, pricer, found, searching, deadline, slowdown)
        budget.absorb(searching)
        if above(found.cost(inst), searched.cost(inst)):
            best, found_by = searched, f"{found_by} and search"
        return best, found_by, found

    @staticmethod
    def _anneal(
        inst: GroupingInstance,
        pricer: Pricer,
        known: tuple[Grouping, str],
        budget: Budget,
        seed: int,
        timing: tuple[float, float],
    ) -> tuple[Grouping, str, Grouping | None]:
        """Dissolve and repair (:mod:`.annealing`) within ``budget`` but the local search's expected work (at most
        a third), then the local search over the whole release with what is left (the annealing's repairs see one
        region at a time): the release, what found it and the annealing's release (None when it found nothing
        cheaper). ``timing``: the wall-clock deadline and the whole-release search's slowdown (the annealing's regions
        are small enough not to stream memory)."""
        best, found_by = known
        deadline, slowdown = timing
        kept = min(budget.left / 3, expected_work(inst, len(best.groups)))  # for the search
        annealing = Budget(budget.left - kept, budget.wall_limit)
        found = anneal(inst, pricer, best, annealing, seed, deadline)
        budget.absorb(annealing)
        if not above(best.cost(inst), found.cost(inst)):
            return best, found_by, None
        best, found_by = found, f"{found_by} and annealing"
        searched = improve(inst, pricer, found, budget, deadline, slowdown)
        if above(found.cost(inst), searched.cost(inst)):
            best, found_by = searched, f"{found_by} and search"
        return best, found_by, found

    # ------------------------------------------------------------------ the steps
    def _incumbent(
        self, problem: Problem, inst: GroupingInstance, pricer: Pricer, hint: Solution | None, limits: Limits
    ) -> tuple[Grouping, str]:
        """The best of a valid hint, Mondrian's release (without suppression) and the whole table as one
        group, with where it came from."""
        whole = Grouping(
            [pricer.column(np.arange(inst.table.n_tuples), inst.table.weight)],
            np.zeros(inst.table.n_tuples, dtype=np.int64),
        )
        options = [(whole, "whole table")]
        given = grouping_of(inst, pricer, hint)
        if given is not None:
            options.append((given, "hint"))
        plain = dataclasses.replace(problem, requirements=(dataclasses.replace(inst.requirement, max_suppressed=0),))
        mondrian = MondrianSolver(time_limit=limits.time_limit, seed=limits.seed).solve(plain)
        found = grouping_of(inst, pricer, mondrian)
        if found is not None:
            options.append((found, "mondrian"))
        return min(options, key=lambda option: option[0].cost(inst))

    def _release(self, problem, inst, grouping, bound, stats, start, proven=False) -> Solution:
        generalized, suppressed = release_rows(problem, inst, grouping)
        objective = table_loss(problem, generalized, suppressed, "LM")
        status, reported = release_status(objective, bound, proven)
        stats["gap"] = gap(objective, reported)
        return Solution(
            self.name,
            status,
            objective=objective,
            bound=reported,
            runtime_s=time.perf_counter() - start,
            generalized=generalized,
            suppressed=suppressed,
            statistics=stats,
        )
