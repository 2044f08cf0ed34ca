"""Export the reference instances of models/instances with their proven optimum.

    python -m seqanon_opt.bench.reference_instances models/instances

For each cut or cell instance: the exact model as a CP-SAT proto (``.pbtxt``)
and as an integer program (``.mps``), and ``<name>.json`` with the integer
optimum, the scale and the metric value; for the reposition instance the ILP
(``.mps``) and its optimal cost. tests/unit/test_reference_instances.py
re-solves both files and checks the recorded optimum.
"""

from __future__ import annotations

import dataclasses
import json
import math
import sys
from pathlib import Path

from ..pipeline import load_problem
from ..requirements import KAnonymity
from ..solution import Status
from ..solvers.cpsat.export import cpsat_to_pulp, final_model
from . import repository

REPO = repository()
ADULT = REPO / "specs" / "adult-k-anonymity.yaml"


def instances() -> list[tuple[str, Path, int | None, str | None]]:
    """(name, spec, k override, model override); Adult only when ../shared/data is present."""
    out: list[tuple[str, Path, int | None, str | None]] = [
        ("quickstart-cut-k3", REPO / "specs" / "quickstart.yaml", None, None),
        ("quickstart-cut-l2", REPO / "specs" / "quickstart-l-diversity.yaml", None, None),
        ("quickstart-cell-k3", REPO / "specs" / "quickstart.yaml", None, "cell"),
    ]
    if (REPO.parent / "shared" / "data" / "adult" / "adult.csv").exists():
        out.append(("adult-cut-k100", ADULT, 100, None))
    return out


def export_reposition(out_dir: Path) -> dict:
    """A first-window reposition ILP (w = 8, 6 values, 400 records, l = 3, linear mu, beta = 4)."""
    import numpy as np

    from ..data.generators.streams import skewed_window
    from ..solvers.ilp.reposition import build_first_window, read_first_window_plan, solve_problem
    from .temporal import COSTS

    counts = skewed_window(8, 6, 400, np.random.default_rng(7))
    model = build_first_window(counts, 3, COSTS["linear"], np.full(counts.shape[1], 4.0))
    plan = read_first_window_plan(model, *solve_problem(model.problem, time_limit=120))
    if plan.status != "optimal":
        raise RuntimeError(f"reposition instance not proven optimal ({plan.status})")
    name = "reposition-first-window-w8"
    model.problem.writeMPS(str(out_dir / f"{name}.mps"))
    record = {
        "instance": name,
        "formulation": "models/reposition.md (first window)",
        "counts": counts.tolist(),
        "l": 3,
        "mu": "linear",
        "beta": 4.0,
        "optimum": plan.cost,
        "status": plan.status,
    }
    (out_dir / f"{name}.json").write_text(json.dumps(record, indent=2) + "\n")
    print(f"{name}: optimum {plan.cost}")
    return record


def export(out_dir: Path) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    records = []
    for name, spec, k, model_override in instances():
        problem = load_problem(spec)
        if k is not None:
            problem = dataclasses.replace(problem, requirements=(KAnonymity(k, problem.quasi_identifiers, 0),))
        if model_override is not None:
            problem = dataclasses.replace(problem, model=model_override)
        model, scale, solution = final_model(problem, time_limit=300)
        if solution.status is not Status.OPTIMAL:
            raise RuntimeError(f"{name}: not proven optimal ({solution.status.value})")
        assert solution.objective is not None  # an optimal solution has an objective
        model.export_to_file(str(out_dir / f"{name}.pbtxt"))
        cpsat_to_pulp(model, name).writeMPS(str(out_dir / f"{name}.mps"))
        record = {
            "instance": name,
            "spec": str(spec.relative_to(REPO)),
            "k_override": k,
            "model_override": model_override,
            "metric": problem.objective,
            "scale": scale,
            "optimum_integer": int(round(solution.objective * scale)),
            "optimum": solution.objective,
            "status": solution.status.value,
            "model": {"variables": len(model.proto.variables), "constraints": len(model.proto.constraints)},
        }
        assert math.isclose(record["optimum_integer"] / scale, solution.objective, rel_tol=1e-12)
        (out_dir / f"{name}.json").write_text(json.dumps(record, indent=2) + "\n")
        records.append(record)
        print(f"{name}: {record['model']}, optimum {solution.objective} ({record['optimum_integer']} / {scale})")
    records.append(export_reposition(out_dir))
    return records


if __name__ == "__main__":
    export(Path(sys.argv[1] if len(sys.argv) > 1 else REPO / "models" / "instances"))
