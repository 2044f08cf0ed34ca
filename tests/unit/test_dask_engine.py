"""The Dask engine (`seqanon run --engine dask`): the same release as the local engine, byte for byte.

The cluster runs in a fresh interpreter (an in-process cluster hung pytest-xdist's teardown): two worker
processes on TCP, each with a memory limit below the table's size in memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import yaml

from seqanon_opt import api
from seqanon_opt.errors import SpecError, UnsupportedProblem

pytest.importorskip("distributed")

TAXONOMIES = {
    "age": {"intervals": [[20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70], [20, 30, 40, 50, 60, 70], [20, 40, 70]]},
    "sex": {"tree": {"*": ["F", "M"]}},
    "zip": {"tree": {"*": {"130**": ["13053", "13067", "13068"], "148**": ["14850", "14853"]}}},
    "job": {"tree": {"*": {"health": ["nurse", "doctor"], "office": ["clerk", "lawyer"]}}},
}


def spec_dict(path: str, solver: str, k: int = 10) -> dict:
    return {"name": f"dask-{solver}", "data": {"path": path},
            "roles": {"quasi_identifiers": ["age", "sex", "zip", "job"], "sensitive": "diagnosis"},
            "taxonomies": TAXONOMIES,
            "requirements": [{"kind": "k-anonymity", "k": k, "suppression": 0.001}],
            "objective": "LM", "generalization": "cut", "solver": {"name": solver, "time_limit": 120}}


SCRIPT = textwrap.dedent('''
    import sys
    from pathlib import Path

    import distributed
    import numpy as np
    import pandas as pd
    import yaml

    from seqanon_opt import api
    from seqanon_opt.data.csv_write import write_csv

    def table(rows, seed=0):
        """Clinic records: random combinations of the quickstart's values, some cells padded or missing."""
        rng = np.random.default_rng(seed)
        def pick(values):  # skewed: value i drawn in proportion to 1 / (i + 1), so small groups exist
            p = 1.0 / np.arange(1, len(values) + 1)
            return np.asarray(values, dtype=object)[rng.choice(len(values), rows, p=p / p.sum())]
        frame = pd.DataFrame({
            "id": np.arange(rows).astype(str),
            "age": pick([str(a) for a in range(20, 70)]),
            "sex": pick(["F", "M", " F"]),
            "zip": pick(["13053", "13067", "13068", "14850", "14853"]),
            "job": pick(["nurse", "doctor", "clerk", "lawyer", "?"]),
            "diagnosis": pick(["flu", "asthma", "gastritis", "diabetes"]),
        })
        # a free-text column the spec does not use (the Dask engine reads only the used columns; never published):
        # about 500 characters a record, so the table outweighs a worker's memory limit
        text = "visit {:012d}: " + "follow-up in two weeks; " * 20
        frame["note"] = pd.Series(rng.integers(0, 10**12, rows)).map(text.format)
        return frame

    def main(folder, rows, solvers):
        folder = Path(folder)
        frame = table(rows)
        size = frame.memory_usage(deep=True).sum()
        (folder / "data").mkdir()
        for i, part in enumerate(np.array_split(np.arange(rows), 8)):
            frame.iloc[part].to_parquet(folder / "data" / f"part-{i}.parquet", index=False)
        frame.to_parquet(folder / "whole.parquet", index=False)
        limit = 450 * 2**20  # per worker, below the table's size in memory (asserted by the test)
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, protocol="tcp://",
                                      memory_limit=limit, dashboard_address=None) as cluster, \\
                distributed.Client(cluster):
            for solver in solvers:
                spec = yaml.safe_load((folder / f"{solver}.yaml").read_text())
                local = dict(spec, data={"path": str(folder / "whole.parquet")})
                (folder / f"{solver}-local.yaml").write_text(yaml.safe_dump(local))
                a = api.anonymize(None, folder / f"{solver}-local.yaml", out_dir=folder / f"{solver}-local")
                b = api.anonymize(None, folder / f"{solver}.yaml", out_dir=folder / f"{solver}-dask",
                                  engine="dask", address=cluster.scheduler_address)
                parts = sorted((folder / f"{solver}-dask" / "release").glob("part-*.parquet"))
                written = pd.concat([pd.read_parquet(p) for p in parts], ignore_index=True)
                write_csv(written, folder / f"{solver}-dask.csv")
                same = (folder / f"{solver}-local" / "release.csv").read_bytes() == \\
                    (folder / f"{solver}-dask.csv").read_bytes()
                print(solver, "same" if same else "DIFFERENT", a.report["rows"]["out"], b.report["rows"]["out"],
                      b.report["rows"]["tuples"]["in"], a.solution.objective, b.solution.objective,
                      b.verification.ok, len(parts), size, limit)

    if __name__ == "__main__":
        main(sys.argv[1], int(sys.argv[2]), sys.argv[3:])
''')


@pytest.mark.parametrize("rows", [1_000_000])
def test_local_and_dask_engines_write_the_same_release(tmp_path, rows):
    """1M records (about 600 MB in memory), 8 partitions, workers with 450 MiB each: top-down, cpsat-cut and bottom-up write the
    release the local engine writes, byte for byte once the parts are concatenated in order."""
    solvers = ["top-down", "cpsat-cut", "bottom-up"]
    for solver in solvers:
        (tmp_path / f"{solver}.yaml").write_text(yaml.safe_dump(spec_dict(str(tmp_path / "data"), solver, k=2000)))
    script = tmp_path / "engines.py"
    script.write_text(SCRIPT)
    # the memory limit stays a hard limit (a worker above 95 % of it is restarted and the run fails), but no
    # worker pauses at 80 %: memory the allocator keeps after one run would otherwise stall the next ones
    env = {**os.environ, "DASK_DISTRIBUTED__WORKER__MEMORY__PAUSE": "False",
           "DASK_DISTRIBUTED__WORKER__MEMORY__SPILL": "False", "DASK_DISTRIBUTED__WORKER__MEMORY__TARGET": "False"}
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), str(rows), *solvers],
                          capture_output=True, text=True, timeout=900, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = [line.split() for line in proc.stdout.splitlines() if line.split()[:1] and line.split()[0] in solvers]
    assert [line[0] for line in lines] == solvers, proc.stdout
    for solver, same, out_local, out_dask, tuples, obj_local, obj_dask, ok, parts, size, limit in lines:
        assert same == "same", (solver, proc.stdout)
        assert out_local == out_dask and int(out_dask) > 0.85 * rows  # '?' jobs (9%) are dropped
        assert int(tuples) < 10_000 and int(parts) == 8 and ok == "True" and float(obj_local) > 0
        assert abs(float(obj_local) - float(obj_dask)) <= 1e-9 * max(1.0, abs(float(obj_local)))
        assert int(limit) < int(size)


def test_the_dask_engine_reads_parquet_only(tmp_path):
    (tmp_path / "data.csv").write_text("age,sex,zip,job,diagnosis\n23,F,13053,nurse,flu\n")
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec_dict("data.csv", "top-down", k=1)))
    with pytest.raises(SpecError, match="Parquet"):
        api.anonymize(None, tmp_path / "spec.yaml", engine="dask", address="127.0.0.1:1")


def test_a_record_key_is_refused_by_the_dask_engine(tmp_path):
    import pandas as pd
    pd.DataFrame({"id": ["1"], "age": ["23"], "sex": ["F"], "zip": ["13053"], "job": ["nurse"],
                  "diagnosis": ["flu"]}).to_parquet(tmp_path / "data.parquet")
    spec = spec_dict("data.parquet", "top-down", k=1)
    spec["roles"]["key"] = "id"
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(spec))
    from seqanon_opt.data.dask_table import read_dask_table
    from seqanon_opt.problem import used_columns
    from seqanon_opt.spec import load_spec
    loaded, source = load_spec(tmp_path / "spec.yaml")
    with pytest.raises(SpecError, match="record key"):
        read_dask_table(loaded, source, used_columns(loaded))


def test_solvers_that_decide_per_record_refuse_a_weighted_problem(tmp_path):
    from seqanon_opt.solvers.base import check_supported
    from seqanon_opt.solvers.registry import get_solver, solver_names
    from tests.helpers import weighted_pair
    spec = {"name": "w", "data": {"columns": ["a", "s"], "rows": [["1", "x"], ["1", "y"], ["2", "x"], ["2", "y"]]},
            "roles": {"quasi_identifiers": ["a"], "sensitive": "s"}, "taxonomies": {"a": {"tree": {"*": ["1", "2"]}}},
            "requirements": [{"kind": "k-anonymity", "k": 2}], "generalization": "cell"}
    _, weighted, _ = weighted_pair(tmp_path, spec)
    refusing = []
    for name in solver_names():
        solver = get_solver(name)
        caps = solver.capabilities
        if "cell" in caps.models and "single" in caps.kinds and not caps.weighted and name != "auto":
            with pytest.raises(UnsupportedProblem, match="weighted tuple table"):
                check_supported(solver, weighted)
            refusing.append(name)
    assert "cpsat-cell" in refusing


def test_a_tuple_table_is_validated_on_its_records(tmp_path):
    """Beta-likeness 'constrains nothing' is judged on the records' distribution: 9 a's and 1 b give
    max (1 - q) / q = 9, so beta = 2 constrains; the distinct rows alone (one a, one b) would say 1."""
    from tests.helpers import weighted_pair
    rows = [["1", "a"]] * 9 + [["2", "b"]]
    spec = {"name": "w", "data": {"columns": ["q", "s"], "rows": rows},
            "roles": {"quasi_identifiers": ["q"], "sensitive": "s"}, "taxonomies": {"q": {"tree": {"*": ["1", "2"]}}},
            "requirements": [{"kind": "beta-likeness", "beta": 2}], "generalization": "cut"}
    expanded, weighted, _ = weighted_pair(tmp_path, spec)
    assert weighted.n_rows == 2 and weighted.n_records == expanded.n_records == 10
    spec["requirements"][0]["beta"] = 9
    with pytest.raises(SpecError, match="constrains nothing"):
        weighted_pair(tmp_path, spec)
