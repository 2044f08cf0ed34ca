"""The initial solution of a new snapshot (section III) in closed form equals the paper's loop."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from seqanon_opt.temporal.costs import initial_new_snapshot


def suppress_one_at_a_time(counts, l):
    """The paper's rule: suppress a record of the most frequent value until l-eligible."""
    published = list(counts)
    while sum(published) and l * max(published) > sum(published) + 1e-9:
        published[published.index(max(published))] -= 1
    return published


@settings(max_examples=400, deadline=None, derandomize=True)
@given(counts=st.lists(st.integers(0, 40), min_size=1, max_size=8),
       l=st.sampled_from([1, 1.5, 2, 2.5, 3, 4, 6]))
def test_closed_form_equals_the_loop(counts, l):
    published, suppressed = initial_new_snapshot(np.array(counts), l)
    assert published.tolist() == suppress_one_at_a_time(counts, l)
    assert (published + suppressed).tolist() == counts
