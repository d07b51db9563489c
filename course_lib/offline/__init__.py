"""The offline model: a deterministic stand-in for an OpenAI-compatible chat model.

It is a simulator, and says so: it reads tools, schemas and messages, picks tools
by how well their descriptions fit, fills arguments from the schema and the text,
reads results and errors, and answers only from tool results. Model names select
behaviours, including ones that reproduce real failure modes on demand.
"""

from .behaviours import MODELS, model_names, register
from .model import OfflineModel
from .decide.policy import Competent
from .write.structured import register_schema_filler
from .write import plans  # noqa: F401  (registers the plan / route / draft / review fillers)
from .transport import AsyncOfflineTransport, OfflineTransport

__all__ = ["AsyncOfflineTransport", "Competent", "MODELS", "OfflineModel", "OfflineTransport",
           "model_names", "register", "register_schema_filler"]
