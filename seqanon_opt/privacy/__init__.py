"""Privacy semantics: one checker per requirement kind, working on published labels.

Nothing here imports from ``seqanon_opt.solvers``: a release is judged by code
that shares nothing with the code that produced it.

* k_anonymity, l_diversity (frequency, distinct, entropy, recursive (c,l)): one table;
* distribution_checks: t-closeness (equal, ordered, hierarchical distance), delta-disclosure,
  beta-likeness (basic, enhanced): each group against the input's sensitive distribution;
* xy_privacy over lossy_join: (X,Y)-anonymity and -linkability (Wang-Fung 2006);
* linkability over joins and consistency: k-linkability and k-diversity on the
  MJ / FMJ / KMJ of R releases (Shmueli-Tassa et al.);
* l_eligibility: temporal snapshots (Wang-Xu-Wong-Fu 2010);
* personalized: per-record leakage limits (Song et al. 2015).
"""

from .checks import Check
from .distribution_checks import check_beta_likeness, check_delta_disclosure, check_t_closeness
from .k_anonymity import check_k_anonymity
from .l_diversity import check_l_diversity
from .l_eligibility import check_l_eligibility, check_l_eligibility_per_timestamp
from .linkability import check_k_diversity, check_k_linkability
from .personalized import check_personalized
from .xy_privacy import check_xy_anonymity, check_xy_anonymity_join, check_xy_linkability, check_xy_linkability_join

__all__ = [
    "Check",
    "check_beta_likeness",
    "check_delta_disclosure",
    "check_k_anonymity",
    "check_k_diversity",
    "check_k_linkability",
    "check_l_diversity",
    "check_l_eligibility",
    "check_l_eligibility_per_timestamp",
    "check_personalized",
    "check_t_closeness",
    "check_xy_anonymity",
    "check_xy_anonymity_join",
    "check_xy_linkability",
    "check_xy_linkability_join",
]
