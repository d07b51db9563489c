"""Pattern 2, pipeline: stages hand over validated pydantic objects, never free text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Literal

from pydantic import BaseModel, Field, ValidationError

from ..events import Usage
from ..structured import StructuredOutputError, structured_output



class HandoffError(Exception):
    """A stage's output did not validate as the next stage's input."""

    def __init__(self, stage: str, schema: type[BaseModel], errors: list[dict]):
        self.stage, self.schema, self.errors = stage, schema, errors
        problems = "; ".join(f"{e['field']}: {e['message']}" for e in errors)
        super().__init__(f"hand-off after stage '{stage}' rejected by {schema.__name__}: "
                         f"{problems}")


def validate_handoff(value: Any, schema: type[BaseModel], stage: str) -> BaseModel:
    """The gate between two stages: a dict, JSON text or object in, a `schema` instance out."""
    try:
        if isinstance(value, schema):
            return schema.model_validate(value.model_dump())   # re-check: it may have been edited
        if isinstance(value, BaseModel):
            value = value.model_dump()
        if isinstance(value, str):
            return schema.model_validate_json(value)
        return schema.model_validate(value)
    except ValidationError as error:
        raise HandoffError(stage, schema, _errors(error)) from None


def _errors(error: ValidationError) -> list[dict]:
    return [{"field": ".".join(str(p) for p in e["loc"]) or "(input)",
             "message": e["msg"].removeprefix("Value error, ")} for e in error.errors()]


@dataclass
class Stage:
    """One stage: `run(input_object) -> output_object`, with the two schemas it promises."""

    name: str
    run: Callable[[BaseModel], Awaitable[Any]]
    input: type[BaseModel]
    output: type[BaseModel]


@dataclass
class PipelineResult:
    outputs: dict[str, BaseModel]       # stage name -> its validated output
    ok: bool = True
    error: HandoffError | None = None   # where and why it stopped

    @property
    def last(self) -> BaseModel | None:
        return list(self.outputs.values())[-1] if self.outputs else None


async def run_pipeline(stages: list[Stage], first: Any) -> PipelineResult:
    """Run stages in order; every hand-off is validated; a bad one stops the line, reported."""
    outputs: dict[str, BaseModel] = {}
    value = first
    for stage in stages:
        try:
            value = validate_handoff(value, stage.input, f"input of {stage.name}")
            try:
                produced = await stage.run(value)
            except ValidationError as error:   # e.g. a structured reply that broke the schema
                raise HandoffError(stage.name, stage.output, _errors(error)) from None
            value = validate_handoff(produced, stage.output, stage.name)
        except HandoffError as error:
            return PipelineResult(outputs, ok=False, error=error)
        outputs[stage.name] = value
    return PipelineResult(outputs)


class CustomerMessage(BaseModel):
    text: str = Field(min_length=1)


class TicketFields(BaseModel):
    """What the extraction agent hands to the review agent."""

    order_id: str = Field(pattern=r"^[A-Z]-\d{4}$", description="Order id such as 'A-1024'.")
    issue: Literal["shipping", "quality", "refund", "other"] = Field(
        description="shipping: late, lost or stuck parcels; quality: broken, damaged or "
                    "defective goods; refund: money back; other: anything else")
    sentiment: Literal["positive", "neutral", "negative"]
    wants_refund: bool = Field(description="True when the customer asks for money back.")


class TriageDecision(BaseModel):
    """What the review agent decides from the ticket fields."""

    priority: Literal["low", "normal", "high"]
    needs_human: bool = Field(description="True when a person must look at it (money, "
                                          "anger or urgency).")
    reason: str


EXTRACT_PROMPT = "You extract ticket fields from a customer's message. Extract; do not reply."
REVIEW_PROMPT = ("You review support tickets: decide the priority and whether a person must "
                 "step in. You receive the ticket as JSON data.")


async def structured_call(client: Any, stage: str, messages: list[dict],
                          schema: type[BaseModel], *, model: str | None = None,
                          usage: Usage | None = None) -> BaseModel:
    """One structured-output call (structured.py: any provider, one retry with the error);
    a reply that is still invalid stops the line as this stage's `HandoffError`."""
    try:
        return await structured_output(client, messages, schema, model=model, usage=usage)
    except StructuredOutputError as error:
        errors = error.errors or [{"field": "(reply)", "message": str(error)}]
        raise HandoffError(stage, schema, errors) from None


def structured_stage(client: Any, name: str, system: str, input_schema: type[BaseModel],
                     output_schema: type[BaseModel], render: Callable[[BaseModel], str],
                     *, model: str | None = None, usage: Usage | None = None) -> Stage:
    """A stage that is one structured-output call: input object -> prompt -> output object."""

    async def run(value: BaseModel) -> BaseModel:
        messages = [{"role": "system", "content": system},
                    {"role": "user", "content": render(value)}]
        return await structured_call(client, name, messages, output_schema, model=model,
                                     usage=usage)

    return Stage(name, run, input_schema, output_schema)


def triage_pipeline(client: Any, *, model: str | None = None,
                    usage: Usage | None = None) -> list[Stage]:
    """extract (message -> TicketFields) -> review (TicketFields -> TriageDecision)."""
    return [
        structured_stage(client, "extract", EXTRACT_PROMPT, CustomerMessage, TicketFields,
                         lambda m: m.text, model=model, usage=usage),
        structured_stage(client, "review", REVIEW_PROMPT, TicketFields, TriageDecision,
                         lambda t: "Ticket data: " + t.model_dump_json(), model=model,
                         usage=usage),
    ]
