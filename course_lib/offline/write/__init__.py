"""Layer 3, writing the reply: answers, thoughts, structured output, the wire format."""
