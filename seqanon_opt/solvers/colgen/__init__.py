"""``colgen-cell``: cell generalization under k-anonymity by column generation, with a proven bound."""
