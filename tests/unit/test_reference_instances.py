"""Re-solve the exported reference instances of models/instances and check their recorded optimum."""

from __future__ import annotations

import json

import pulp
import pytest
from ortools.sat.python import cp_model

from helpers import REPO

RECORDS = sorted(p for p in (REPO / "models" / "instances").glob("*.json") if p.with_suffix(".pbtxt").exists())


def test_there_are_reference_instances():
    assert len(RECORDS) >= 2


@pytest.mark.parametrize("record_path", RECORDS, ids=lambda p: p.stem)
def test_cpsat_proto_reproves_the_optimum(record_path):
    record = json.loads(record_path.read_text())
    model = cp_model.CpModel()
    model.Proto().parse_text_format(record_path.with_suffix(".pbtxt").read_text())
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = 60
    solver.parameters.num_workers = 2
    assert solver.Solve(model) == cp_model.OPTIMAL
    assert round(solver.ObjectiveValue()) == record["optimum_integer"]


@pytest.mark.parametrize("record_path", RECORDS, ids=lambda p: p.stem)
def test_mps_integer_program_reproves_the_optimum_with_cbc(record_path):
    record = json.loads(record_path.read_text())
    _, program = pulp.LpProblem.fromMPS(str(record_path.with_suffix(".mps")))
    program.solve(pulp.PULP_CBC_CMD(msg=False, timeLimit=120))
    assert pulp.LpStatus[program.status] == "Optimal"
    assert round(pulp.value(program.objective)) == record["optimum_integer"]


REPOSITION = sorted((REPO / "models" / "instances").glob("reposition-*.json"))


def test_there_is_a_reposition_instance():
    assert REPOSITION


@pytest.mark.parametrize("record_path", REPOSITION, ids=lambda p: p.stem)
def test_reposition_ilp_reproves_its_optimum_with_cbc(record_path):
    record = json.loads(record_path.read_text())
    _, program = pulp.LpProblem.fromMPS(str(record_path.with_suffix(".mps")))
    program.solve(pulp.PULP_CBC_CMD(msg=False, timeLimit=120))
    assert pulp.LpStatus[program.status] == "Optimal"
    assert abs(pulp.value(program.objective) - record["optimum"]) < 1e-6
