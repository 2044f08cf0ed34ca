"""Information left degree, ILeft (Song et al. 2015, Definitions 9 to 11).

* value: ``ILeft_value(v*) = 1 - (leaves(SubT(v*)) - 1) / leaves(GTree)``
  (the paper divides by all leaves, not leaves - 1, so the root keeps
  1 / leaves(GTree));
* tuple: ``(ILeft_value(t*[AS]) + sum_QI ILeft_value(t*[A])) / d`` with d the
  number of QI attributes plus the sensitive attribute;
* table: the mean of the tuples' ILeft.
A value that is not generalized keeps ILeft 1.
"""

from __future__ import annotations

import numpy as np

from ..data.taxonomy import Taxonomy


def ileft_node(tax: Taxonomy) -> np.ndarray:
    """ILeft of each node of ``tax``."""
    return 1.0 - (tax.leaf_count - 1) / tax.n_leaves


def ileft_tuple(values: list[np.ndarray]) -> np.ndarray:
    """ILeft of each tuple from the per-attribute ILeft values (QIs and the sensitive one)."""
    return np.sum(values, axis=0) / len(values)
