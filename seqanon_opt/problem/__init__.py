"""build_problem(spec) -> Problem: the validated, compiled, solver-neutral problem.

Every cross-reference of the spec is checked here, before any work starts:
attributes named in roles, taxonomies and requirements exist; every data value
has a leaf in its taxonomy; k fits the table; files exist; taxonomies are trees.
The Problem holds the table with every coded attribute as an array of leaf ids
(``codes``), so solvers and metrics work on integers.

- :mod:`.model`: :class:`Problem`, :class:`TemporalSettings`, :func:`refine_taxonomies`;
- :mod:`.build`: :func:`build_problem` in named steps, taxonomies, the requirements compiled;
- :mod:`.references`: the spec's references checked against the table;
- :mod:`.kinds`: the previous releases of a sequential problem, the snapshots, mu and beta of a temporal one;
- :mod:`.sequential`: a sequential problem's releases coded once as node ids, for every solver
  (:func:`~.sequential.release_coding`).
"""

from .build import build_problem, shared_budget
from .model import FLAT_ROOT, Problem, TemporalSettings, refine_taxonomies
from .references import DYNAMIC_APPROACHES, used_columns

__all__ = [
    "DYNAMIC_APPROACHES",
    "FLAT_ROOT",
    "Problem",
    "TemporalSettings",
    "build_problem",
    "refine_taxonomies",
    "shared_budget",
    "used_columns",
]
