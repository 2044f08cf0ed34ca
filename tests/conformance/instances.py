"""Random tiny problems inside (or just outside) a solver's declared capabilities, with their brute force.

A solver's :class:`~seqanon_opt.solvers.base.Capabilities` choose the families it receives: ``single``
(one table, group requirements), ``personalized`` (Song et al. 2015), ``sequential-cut`` (Wang & Fung 2006),
``sequential-cell`` (Shmueli-Tassa et al., R = 2) and ``temporal`` (Wang-Xu-Wong-Fu 2010). Inside a
family, the model is drawn from ``caps.models``, the requirement kinds from ``caps.requirements`` (a
conjunction of up to ``min(caps.max_requirements, 2)``; single-table kinds are drawn with
``strategies.requirement_drawer``), a suppression budget only when ``caps.suppression`` and the
objective from ``caps.objectives``. Each :class:`Instance` knows its brute-force optimum when a reference
covers it (tests/reference*.py: the objective and requirements it implements), else ``reference`` is None.
Instances are small enough for brute force: a handful of rows, trees of height <= 2.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import pandas as pd
from hypothesis import strategies as st
from reference import brute_force_optimum, brute_force_personalized_cell

try:  # helper A's hook: registered criteria judged by the cut brute force
    from reference import REFERENCE_GROUP_CHECKS
except ImportError:
    REFERENCE_GROUP_CHECKS = {}
from reference_cell import brute_force_cell
from reference_personalized import brute_force_personalized_cut
from reference_sequential import brute_force_sequential_cut, cell_brute_force
from reference_temporal import brute_force_temporal
from strategies import (
    UNBUDGETED,
    TableFacts,
    infeasible_requirement,
    nested_tree,
    requirement_drawer,
    sequential_cell_instance,
    sequential_cut_instance,
    sequential_cut_spec,
    tree_leaves,
)

from seqanon_opt.problem import build_problem
from seqanon_opt.solvers.base import Capabilities
from seqanon_opt.spec import load_spec

SENSITIVE = ("1", "2", "3")
CUT_OBJECTIVES = ("LM", "distortion", "EM", "discernibility")  # tests/reference.py's brute_force_optimum
ALL_OBJECTIVES = ("LM", "distortion", "EM", "discernibility", "class-entropy", "IL")
ALL_MODELS = ("cut", "full-domain", "cell")
CELL_REFERENCE_KINDS = {
    "k-anonymity",
    "l-diversity",
    "distinct-l-diversity",
    "entropy-l-diversity",
    "recursive-cl-diversity",
    "t-closeness",
    "delta-disclosure",
    "beta-likeness",
}  # reference_cell
CUT_REFERENCE_KINDS = CELL_REFERENCE_KINDS | {"xy-anonymity", "xy-linkability"}  # + reference.REFERENCE_GROUP_CHECKS
_OPTIMA: dict[str, Fraction | None] = {}  # instance key -> brute-force optimum, once per process


@dataclass
class Instance:
    """A spec dict (with the files it names) and its brute-force reference, computed once."""

    family: str
    spec: dict
    files: dict[str, str] = field(default_factory=dict)
    reference: Callable[[Any], Fraction | None] | None = None  # problem -> optimum (None: no release)
    tolerance: float = 1e-9

    def key(self) -> str:
        return json.dumps([self.spec, self.files], sort_keys=True, default=str)

    def build(self, folder: Path):
        """The compiled problem (spec written as JSON next to its files in ``folder``)."""
        for name, text in self.files.items():
            (folder / name).write_text(text)
        path = folder / "spec.json"
        path.write_text(json.dumps(self.spec))
        return build_problem(*load_spec(path))

    def optimum(self, problem) -> Fraction | None:
        """The brute-force optimum (None: no release meets the requirements); only when ``reference``."""
        assert self.reference is not None
        key = self.key()
        if key not in _OPTIMA:
            _OPTIMA[key] = self.reference(problem)
        return _OPTIMA[key]


def _pick_objective(draw, caps: Capabilities, preferred: tuple[str, ...], possible: tuple[str, ...]) -> str | None:
    """An objective of the caps: one the reference implements 4 times in 5, any the family takes else."""
    good = [o for o in preferred if o in caps.objectives]
    other = [o for o in possible if o in caps.objectives]
    if good and (not other or draw(st.integers(0, 4)) > 0):
        return draw(st.sampled_from(good))
    return draw(st.sampled_from(other)) if other else None


# ---------------------------------------------------------------- single table, group requirements
def single_kinds(caps: Capabilities) -> list[str]:
    return sorted(k for k in caps.requirements if k != "personalized" and requirement_drawer(k) is not None)


@st.composite
def single_instance(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """One table (1-2 QIs, sensitive 's' with numeric labels) under 1-2 of the caps' group kinds."""
    models = sorted(m for m in caps.models if m in ALL_MODELS)
    kinds = single_kinds(caps)
    if not models or not kinds:
        return None
    model = draw(st.sampled_from(models))
    cell = model == "cell"
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=3 if cell else 4)) for j in range(n_qi)}
    n_rows = draw(st.integers(2, (5 if n_qi == 1 else 4) if cell else 6))
    values = [draw(st.sampled_from(SENSITIVE[: draw(st.integers(2, 3))])) for _ in range(n_rows)]
    if infeasible:  # a skewed column: '1' in more than half the rows, another value in one at least
        n_rows = max(n_rows, 3)
        values = ["1"] * (n_rows // 2 + 1) + [
            draw(st.sampled_from(SENSITIVE[1:])) for _ in range(n_rows - n_rows // 2 - 1)
        ]
        values = draw(st.permutations(values))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] + [v] for v in values]
    facts = TableFacts(tuple(trees), n_rows, tuple(values))
    if infeasible:
        candidates = [infeasible_requirement(k, facts) for k in kinds]
        candidates = [r for r in candidates if r is not None]
        if not candidates:
            return None
        reqs = [draw(st.sampled_from(candidates))]
    else:
        count = draw(st.integers(1, max(1, min(caps.max_requirements, 2, len(kinds)))))
        chosen = draw(st.lists(st.sampled_from(kinds), min_size=count, max_size=count, unique=True))
        drawers = [requirement_drawer(k) for k in chosen]
        reqs = [d(draw, facts) for d in drawers if d is not None]
        budgeted = [r for r in reqs if r["kind"] not in UNBUDGETED]
        if caps.suppression and budgeted and draw(st.integers(0, 2)) > 0:
            budgeted[0]["suppression"] = draw(st.sampled_from([0.2, 0.34, 0.5]))
    objective = _pick_objective(
        draw, caps, ("LM",) if cell else CUT_OBJECTIVES, ("LM", "class-entropy") if not cell else ("LM",)
    )
    if objective is None:
        return None
    spec: dict = {
        "name": "conformance-single",
        "data": {"columns": [*trees, "s"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {a: {"tree": t} for a, t in trees.items()},
        "requirements": reqs,
        "objective": objective,
        "generalization": model,
    }
    if any(r.get("distance") == "hierarchical" for r in reqs):
        spec["taxonomies"]["s"] = {"tree": {"s*": [{"s12": ["1", "2"]}, "3"]}}
    if objective == "class-entropy":  # the class column goes before 's' (the cell reference reads 's' last)
        spec["data"]["columns"].insert(n_qi, "c")
        for row in rows:
            row.insert(n_qi, draw(st.sampled_from("yn")))
        spec["roles"]["class"] = "c"
    kinds_used = {r["kind"] for r in reqs}
    reference = None
    if cell and objective == "LM" and kinds_used <= CELL_REFERENCE_KINDS:
        reference = lambda problem, spec=spec: brute_force_cell(spec)  # noqa: E731
    elif not cell and objective in CUT_OBJECTIVES and kinds_used <= CUT_REFERENCE_KINDS | set(REFERENCE_GROUP_CHECKS):
        reference = lambda problem, spec=spec, model=model: brute_force_optimum(spec, model)  # noqa: E731
    tolerance = 1e-5 if objective == "EM" else 1e-9  # EM costs are rounded to 1e-6 per cell by the cut search
    return Instance("single", spec, reference=reference, tolerance=tolerance)


# ---------------------------------------------------------------- personalized privacy (Song et al. 2015)
@st.composite
def personalized_instance(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """1-2 QIs, a sensitive 's' with a taxonomy, per-record limits in column 'lim' (or one default)."""
    models = sorted(m for m in caps.models if m in ("cut", "cell"))
    if "personalized" not in caps.requirements or not models or "LM" not in caps.objectives:
        return None
    model = draw(st.sampled_from(models))
    n_qi = draw(st.integers(1, 2))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=2, max_leaves=3)) for j in range(n_qi)}
    s_tree = draw(nested_tree(prefix="s", max_height=2, max_leaves=3))
    n_rows = draw(st.integers(1, 4))
    limits_pool = (0.01,) if infeasible else (0.34, 0.5, 0.75, 1.0)
    per_record = draw(st.booleans())
    default = draw(st.sampled_from(limits_pool))
    rows, limits = [], []
    for _ in range(n_rows):
        limit = draw(st.sampled_from(limits_pool)) if per_record else default
        rows.append(
            [draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees]
            + [draw(st.sampled_from(tree_leaves(s_tree))), limit]
        )
        limits.append(limit)
    requirement: dict = {"kind": "personalized", "default_limit": default}
    if per_record:
        requirement["limit_column"] = "lim"
    reqs = [requirement]
    if model == "cell" and "k-anonymity" in caps.requirements and caps.max_requirements > 1 and draw(st.booleans()):
        reqs.append({"kind": "k-anonymity", "k": draw(st.integers(1, min(2, n_rows)))})
    spec = {
        "name": "conformance-personalized",
        "data": {"columns": [*trees, "s", "lim"], "rows": rows},
        "roles": {"quasi_identifiers": list(trees), "sensitive": "s"},
        "taxonomies": {**{a: {"tree": t} for a, t in trees.items()}, "s": {"tree": s_tree}},
        "requirements": reqs,
        "objective": "LM",
        "generalization": model,
    }
    if model == "cut":
        reference = lambda problem: brute_force_personalized_cut(spec, limits)  # noqa: E731
    else:
        reference = lambda problem: brute_force_personalized_cell(spec, limits)  # noqa: E731
    return Instance("personalized", spec, reference=reference)


# ---------------------------------------------------------------- sequential, cut model (Wang & Fung 2006)
@st.composite
def sequential_cut(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """strategies.sequential_cut_instance with the caps' (X,Y) kinds; infeasible: Corollary 4.2's shape
    (each join value with its own sensitive value in T2, X = the join attribute, Y = S)."""
    kinds = [k for k in ("xy-anonymity", "xy-linkability") if k in caps.requirements]
    if not kinds or "cut" not in caps.models:
        return None
    if infeasible:  # Corollary 4.2: T2 publishes (A, S), one S per A; X = A (all copies), Y = S
        n = draw(st.integers(2, 3))
        with_b = False  # two candidate cuts: the brute force confirms infeasibility cheaply
        rows = [
            [
                str(i + 1),
                f"a{i + 1}",
                draw(st.sampled_from(["b1", "b2"])),
                draw(st.sampled_from(["p1", "p2"])),
                f"s{i + 1}",
            ]
            for i in range(n)
        ]
        kind = draw(st.sampled_from(kinds))
        req = (
            {"kind": kind, "x": ["A"], "y": ["S"], "k": 2}
            if kind == "xy-anonymity"
            else {"kind": kind, "x": ["A"], "y": ["S"], "threshold": 0.3}
        )
        prev = pd.DataFrame({"A": [r[1] for r in rows], "S": [r[4] for r in rows], "P": [r[3] for r in rows]})
        prev = prev[["A", "P", "S"] if draw(st.booleans()) else ["A", "S"]]
        prev = prev.iloc[list(draw(st.permutations(range(n))))].reset_index(drop=True)
        inst = dict(
            rows=rows,
            tree_a=draw(st.sampled_from([{"*": ["a1", "a2", "a3"]}, {"*": {"A12": ["a1", "a2"], "A3": ["a3"]}}])),
            tree_b={"*": ["b1", "b2"]},
            with_b=with_b,
            release=["K", "A"] + (["B"] if with_b else []),
            prev=prev,
            reqs=[req],
            inconsistent=[],
        )
    else:
        inst = draw(sequential_cut_instance(max_rows=3))
        inst["reqs"] = [r for r in inst["reqs"] if r["kind"] in kinds][: caps.max_requirements]
        if not inst["reqs"]:
            inst["reqs"] = [
                {"kind": kinds[0], "x": ["A"], "y": ["K"], "k": 2}
                if kinds[0] == "xy-anonymity"
                else {"kind": kinds[0], "x": ["A"], "y": ["K"], "threshold": 0.75}
            ]
    objective = "LM" if infeasible else _pick_objective(draw, caps, ("LM",), ("LM", "distortion", "EM"))
    if objective is None:
        return None
    budget = not infeasible and caps.suppression and draw(st.integers(0, 3)) == 0
    if budget:
        for r in inst["reqs"]:
            if r["kind"] == "xy-anonymity":
                r["suppression"] = 0.34
    spec, files = sequential_cut_spec(inst)
    spec["objective"], spec["name"] = objective, "conformance-sequential-cut"
    budget = any("suppression" in r for r in inst["reqs"])
    reference = None
    if objective == "LM" and not budget:
        reference = lambda problem: brute_force_sequential_cut(problem, inst)  # noqa: E731
    return Instance("sequential-cut", spec, files, reference)


# ---------------------------------------------------------------- sequential, cell model (Shmueli-Tassa et al.)
@st.composite
def sequential_cell(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """strategies.sequential_cell_instance under 1-2 of the caps' k-linkability / k-diversity requirements;
    infeasible: k-linkability with k above the number of sensitive values, 's' published."""
    kinds = [k for k in ("k-linkability", "k-diversity") if k in caps.requirements]
    if not kinds or "cell" not in caps.models:
        return None
    spec, previous = draw(sequential_cell_instance())
    joins = st.sampled_from(["MJ", "FMJ", "KMJ"])  # two releases: the KMJ is the FMJ (Shmueli-Tassa section 3)
    if infeasible:
        if "k-linkability" not in kinds:
            return None
        spec["requirements"] = [{"kind": "k-linkability", "k": 5, "join": draw(joins)}]
        if "s" not in spec["problem"]["release_attributes"]:
            spec["problem"]["release_attributes"].append("s")
    else:
        count = draw(st.integers(1, max(1, min(caps.max_requirements, 2))))
        reqs = []
        for kind in draw(st.lists(st.sampled_from(kinds), min_size=count, max_size=count)):
            k = draw(st.sampled_from([2, 2, 3])) if kind == "k-linkability" else draw(st.sampled_from([1.5, 2]))
            reqs.append({"kind": kind, "k": k, "join": draw(joins)})
        spec["requirements"] = reqs
    # a dynamic table one time in four (Shmueli-Tassa section 6): records added since the previous release,
    # which held the table's first rows; no brute force covers it, the checks without one still run
    dynamic = not infeasible and draw(st.integers(0, 3)) == 0
    if dynamic:
        rows = spec["data"]["rows"]
        rows += [list(draw(st.sampled_from(rows))) for _ in range(draw(st.integers(1, 2)))]
        spec["problem"]["dynamic"] = draw(st.sampled_from(["unifying", "separative"]))
    objective = "LM" if infeasible else _pick_objective(draw, caps, ("LM",), ("LM", "EM"))
    if objective is None:
        return None
    spec["objective"], spec["name"] = objective, "conformance-sequential-cell"
    files = {"previous.csv": "\n".join(",".join(r) for r in previous) + "\n"}
    as_fmj = {**spec, "requirements": [{**r, "join": r["join"].replace("KMJ", "FMJ")} for r in spec["requirements"]]}
    reference = None
    if objective == "LM" and not dynamic:
        reference = lambda problem: cell_brute_force(as_fmj, previous)[0]  # noqa: E731
    return Instance("sequential-cell", spec, files, reference)


# ---------------------------------------------------------------- temporal snapshots (Wang-Xu-Wong-Fu 2010)
@st.composite
def temporal(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """2-6 records over 1-3 snapshots, one flat QI, sensitive values x/y/z, one l-eligibility; a release
    always exists (suppress everything), so there is no infeasible temporal instance."""
    objectives = [o for o in ("IL", "LM") if o in caps.objectives]
    if infeasible or "l-eligibility" not in caps.requirements or not objectives:
        return None
    n = draw(st.integers(2, 6))
    rows = [
        [draw(st.integers(1, 3)), draw(st.sampled_from(["a", "b"])), draw(st.sampled_from("xyz"))] for _ in range(n)
    ]
    mu = {"kind": draw(st.sampled_from(["linear", "quadratic"])), "c": draw(st.sampled_from([0.1, 0.3, 2.0]))}
    beta = draw(st.sampled_from([{"default": 1.0}, {"default": 1.0, "per_value": {"x": 3.0}}]))
    spec = {
        "name": "conformance-temporal",
        "data": {"columns": ["ts", "q", "s"], "rows": rows},
        "roles": {"quasi_identifiers": ["q"], "sensitive": "s", "timestamp": "ts"},
        "taxonomies": {"q": {"tree": {"q*": ["a", "b"]}}},
        "problem": {"kind": "temporal", "window": draw(st.integers(1, 3)), "mu": mu, "beta": beta},
        "requirements": [{"kind": "l-eligibility", "l": draw(st.sampled_from([1.5, 2, 3]))}],
        "objective": draw(st.sampled_from(objectives)),
        "generalization": draw(st.sampled_from(sorted(caps.models & set(ALL_MODELS)))),
    }
    return Instance("temporal", spec, reference=lambda problem: brute_force_temporal(spec))


FAMILIES: dict[str, tuple[str, Callable]] = {  # family -> (problem kind, strategy(caps, infeasible))
    "single": ("single", single_instance),
    "personalized": ("single", personalized_instance),
    "sequential-cut": ("sequential", sequential_cut),
    "sequential-cell": ("sequential", sequential_cell),
    "temporal": ("temporal", temporal),
}


@st.composite
def instance_in(draw, caps: Capabilities, infeasible: bool = False) -> Instance | None:
    """A random instance of a family the caps' kinds take (None when the drawn family has nothing inside
    the caps: the caller rejects it)."""
    names = [name for name, (kind, _) in FAMILIES.items() if kind in caps.kinds]
    if not names:
        return None
    return draw(FAMILIES[draw(st.sampled_from(names))][1](caps, infeasible))


DEFAULT_SINGLE = {
    "name": "conformance-default",
    "data": {"columns": ["q0", "s"], "rows": [["a", "1"], ["b", "2"], ["a", "3"]]},
    "roles": {"quasi_identifiers": ["q0"], "sensitive": "s"},
    "taxonomies": {"q0": {"tree": {"q*": ["a", "b"]}}},
    "requirements": [{"kind": "k-anonymity", "k": 2}],
    "objective": "LM",
    "generalization": "cut",
}


PLAIN = Capabilities(
    exact=False,
    kinds=frozenset({"single"}),
    models=frozenset({"cut", "full-domain", "cell"}),
    requirements=frozenset({"k-anonymity", "l-diversity"}),
    objectives=frozenset({"LM"}),
    suppression=True,
    max_requirements=2,
)


@st.composite
def single_table_in(draw, caps: Capabilities) -> Instance | None:
    """A single-table instance inside the caps (group criteria, else personalized) when they take one, else
    one under k-anonymity / l-diversity."""
    inst = draw(single_instance(caps)) if "single" in caps.kinds else None
    if inst is None and "single" in caps.kinds:
        inst = draw(personalized_instance(caps))
    return inst if inst is not None else draw(single_instance(PLAIN))


EXTRA: dict[str, dict] = {  # a requirement of each single-table kind, to push a problem outside the caps
    "k-anonymity": {"k": 2},
    "l-diversity": {"l": 2},
    "distinct-l-diversity": {"l": 2},
    "entropy-l-diversity": {"l": 1.5},
    "recursive-cl-diversity": {"l": 2, "c": 2.0},
    "t-closeness": {"t": 0.5},
    "delta-disclosure": {"delta": 1.0},
    "beta-likeness": {"beta": 1.0},
}


def outside_variants(inst: Instance, caps: Capabilities) -> list[Instance]:
    """Perturbations of ``inst`` that may leave the caps: another objective or model, a requirement kind the
    caps lack, one requirement too many, a budget the solver does not take, a problem of another kind."""
    out = []

    def variant(**changes) -> None:
        spec = json.loads(json.dumps(inst.spec))
        spec.update(changes)
        out.append(Instance(inst.family, spec, dict(inst.files)))

    for objective in ALL_OBJECTIVES:
        if objective != inst.spec.get("objective"):
            variant(objective=objective)
    for model in ALL_MODELS:
        if model != inst.spec.get("generalization"):
            variant(generalization=model)
    reqs = inst.spec["requirements"]
    for kind, params in EXTRA.items():
        if kind not in caps.requirements:
            variant(requirements=[*reqs, {"kind": kind, **params}])
    if caps.max_requirements <= 4:
        variant(requirements=reqs * (caps.max_requirements + 1))
    if not caps.suppression:
        variant(requirements=[{**reqs[0], "suppression": 0.5}, *reqs[1:]])
    if "single" not in caps.kinds:
        out.append(Instance("single", json.loads(json.dumps(DEFAULT_SINGLE))))
    return out
