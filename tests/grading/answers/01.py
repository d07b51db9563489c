"""Chapter 1 exercises: wrong-but-plausible answers lose points, correct ones in other words
get full marks (each `source` replaces the whole solution cell)."""

NOTEBOOK = "01_llm_api_basics_exercises.ipynb"

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex01-03", "why": "routes on words in the text instead of "
     "the parsed enum: Chinese and reworded messages go to the wrong team",
     "source": '''async def route(text: str) -> str:
    """The team that should handle this customer message."""
    lowered = text.lower()
    if "refund" in lowered or "退款" in text:
        return TEAMS[Category.REFUND]
    if "complain" in lowered:
        return TEAMS[Category.COMPLAINT]
    return TEAMS[Category.DELIVERY]
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex01-07", "why": "maps the two known keys by hand and "
     "never validates: a wrong category or a malformed id slips through",
     "source": '''import re


def parse_json_mode(content: str) -> Ticket:
    """A Ticket from a JSON-mode reply, whatever the key style; ValueError if it doesn't fit."""
    data = json.loads(content)
    order_id = data.get("order_id") or data.get("orderId")
    if order_id is None:
        raise ValueError("no order id")
    return Ticket.model_construct(order_id=order_id, category=data.get("category"))
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex01-07", "why": "validates, but assumes the reply is a "
     "JSON object: '[]' or 'null' raise AttributeError instead of ValueError",
     "source": '''import re


def parse_json_mode(content: str) -> Ticket:
    """A Ticket from a JSON-mode reply, whatever the key style; ValueError if it doesn't fit."""
    data = json.loads(content)
    snake = {re.sub(r"(?<!^)(?=[A-Z])", "_", k).lower(): v for k, v in data.items()}
    return Ticket.model_validate(snake)
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex01-03", "why": "the same structured-output call, with the "
     "category's value as the key",
     "source": '''async def route(text: str) -> str:
    """The team that should handle this customer message."""
    reply = await client.chat.completions.parse(
        model=MODEL, response_format=Ticket,
        messages=[{"role": "system", "content": "Sort this shop customer's message."},
                  {"role": "user", "content": text}])
    category = Category(reply.choices[0].message.parsed.category)
    return {c.value: team for c, team in TEAMS.items()}[category.value]
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex01-07", "why": "accepts both spellings with pydantic "
     "aliases instead of renaming keys",
     "source": '''import re

from pydantic import AliasChoices, ConfigDict


class AnyCaseTicket(Ticket):
    model_config = ConfigDict(populate_by_name=True)
    order_id: str = Field(pattern=r"^[A-Z]-\\d{4}$",
                          validation_alias=AliasChoices("order_id", "orderId"))


def parse_json_mode(content: str) -> Ticket:
    """A Ticket from a JSON-mode reply, whatever the key style; ValueError if it doesn't fit."""
    data = json.loads(content)
    if not isinstance(data, dict):
        raise ValueError("the reply must be one JSON object")
    parsed = AnyCaseTicket.model_validate(data)
    return Ticket(order_id=parsed.order_id, category=parsed.category)
'''},
]
