"""Export the reference instances of models/instances with their proven optimum.

    python -m seqanon_opt.experiments.reference_instances models/instances

For each instance: the final lazy cut model as a CP-SAT proto (``.pbtxt``) and
as an integer program (``.mps``), and ``<name>.json`` with the integer
optimum, the scale and the metric value. tests/unit/test_reference_instances.py
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
from ..solvers.cpsat.export import cpsat_to_pulp, final_cut_model

REPO = Path(__file__).resolve().parents[2]
ADULT = REPO / "specs" / "adult-k-anonymity.yaml"


def instances() -> list[tuple[str, Path, int | None]]:
    """(name, spec, k override); the Adult instance only when ../shared/data is present."""
    out = [("quickstart-cut-k3", REPO / "specs" / "quickstart.yaml", None),
           ("quickstart-cut-l2", REPO / "specs" / "quickstart-l-diversity.yaml", None)]
    if (REPO.parent / "shared" / "data" / "adult" / "adult.csv").exists():
        out.append(("adult-cut-k100", ADULT, 100))
    return out


def export(out_dir: Path) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    records = []
    for name, spec, k in instances():
        problem = load_problem(spec)
        if k is not None:
            problem = dataclasses.replace(problem, requirements=(KAnonymity(k, problem.quasi_identifiers, 0),))
        cm, solution = final_cut_model(problem, time_limit=300)
        if solution.status is not Status.OPTIMAL:
            raise RuntimeError(f"{name}: not proven optimal ({solution.status.value})")
        cm.model.ExportToFile(str(out_dir / f"{name}.pbtxt"))
        cpsat_to_pulp(cm.model, name).writeMPS(str(out_dir / f"{name}.mps"))
        record = {"instance": name, "spec": str(spec.relative_to(REPO)), "k_override": k,
                  "metric": problem.objective, "scale": cm.scale,
                  "optimum_integer": int(round(solution.objective * cm.scale)),
                  "optimum": solution.objective, "status": solution.status.value,
                  "model": {"variables": len(cm.model.Proto().variables),
                            "constraints": len(cm.model.Proto().constraints)}}
        assert math.isclose(record["optimum_integer"] / cm.scale, solution.objective, rel_tol=1e-12)
        (out_dir / f"{name}.json").write_text(json.dumps(record, indent=2) + "\n")
        records.append(record)
        print(f"{name}: {record['model']}, optimum {solution.objective} ({record['optimum_integer']} / {cm.scale})")
    return records


if __name__ == "__main__":
    export(Path(sys.argv[1] if len(sys.argv) > 1 else REPO / "models" / "instances"))
