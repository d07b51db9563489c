"""Layer 1, reading the request: the conversation, words and concepts, values in text."""
