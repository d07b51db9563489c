"""Layer 2, deciding: which tools, which arguments, chains, repairs, honest limits."""
