"""Scalable greedy solvers from the literature, behind the same Solver contract as the exact ones.

They never claim optimality: status ``feasible``, no bound (a heuristic
proves nothing), and their loss is checked against the exact optimum in
tests/property on random small instances.
"""
