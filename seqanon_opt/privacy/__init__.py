"""Privacy semantics: one checker per requirement kind, working on published labels.

Nothing here imports from ``seqanon_opt.solvers``: a release is judged by code
that shares nothing with the code that produced it.
"""

from .checks import Check
from .k_anonymity import check_k_anonymity
from .l_diversity import check_l_diversity

__all__ = ["Check", "check_k_anonymity", "check_l_diversity"]
