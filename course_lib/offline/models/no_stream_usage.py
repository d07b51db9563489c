"""`offline-no-stream-usage`: streams without the final usage chunk.

`stream_options={"include_usage": true}` asks for one last chunk carrying the bill
(OpenAI; vLLM, Ollama and DashScope honour it too). A server that ignores the option
streams the answer and no usage at all: a streamed run then costs "0 tokens" unless
you count them yourself. Some integrations strip the field for GLM for that reason
(java.agentscope.io, GLM notes). This model ignores it the same way.
"""

from __future__ import annotations

from ..behaviours import register
from ..decide.policy import Competent
from ..protocol import ProtocolError


@register
class NoStreamUsage(Competent):
    name = "offline-no-stream-usage"
    summary = "ignores stream_options: a stream ends without its usage chunk"
    capabilities = {"stream_usage": False}

    def fail_before_answer(self, request: dict, state: dict) -> ProtocolError | None:
        request.pop("stream_options", None)   # accepted, then ignored, like such a server
        return None
