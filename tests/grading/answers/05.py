"""Chapter 5 exercises: wrong-but-plausible validators lose points, correct ones in other
words get full marks (each `source` replaces the whole solution cell)."""

NOTEBOOK = "05_validation_exercises.ipynb"

_COUNT_HEAD = '''class LatestOrdersArgs(BaseModel):
    count: int = Field(ge=1, le=10, description="How many orders to list, newest first (1-10).")

    @field_validator("count", mode="before")
    @classmethod
    def digits_please(cls, value):
'''
_COUNT_TAIL = '''

RECEIVED = []   # every count the function really got


@tool
def latest_orders(args: LatestOrdersArgs) -> list:
    """List the most recent orders, newest first."""
    RECEIVED.append(args.count)
    return world.query("SELECT order_id, placed_on, status FROM orders "
                       "ORDER BY placed_on DESC LIMIT ?", (args.count,))
'''
_MONTH_HEAD = '''class RefundMonthArgs(BaseModel):
    month: str = Field(pattern=r"^\\d{4}-(0[1-9]|1[0-2])$",
                       description="Month the refunds were issued, as YYYY-MM.")

    @field_validator("month")
    @classmethod
    def two_rules(cls, value: str, info: ValidationInfo) -> str:
        user_text = (info.context or {}).get("user_text", "")
'''

WRONG = [
    {"notebook": NOTEBOOK, "cell_id": "ex05-03", "why": "a fixed example in the message: the "
     "model copies count=2 even for 'three'",
     "source": _COUNT_HEAD + '''        if isinstance(value, str) and value.lower() in NUMBER_WORDS:
            raise ValueError("count must be written with digits; retry with count=2, for example")
        return value
''' + _COUNT_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex05-03", "why": "says what is wrong but gives no value "
     "to send: the model repeats the call",
     "source": _COUNT_HEAD + '''        if isinstance(value, str) and value.lower() in NUMBER_WORDS:
            raise ValueError(f"count must be an integer, not the word '{value}'")
        return value
''' + _COUNT_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex05-09", "why": "the chapter's combined message: one rule "
     "for both cases, so the model switches a year the user named (silent switch)",
     "source": _MONTH_HEAD + '''        if not 0 <= months_ago(value) <= KEPT_MONTHS:
            raise ValueError(f"month '{value}' is more than {KEPT_MONTHS} months before today; "
                             f"if the user did not say a year, retry with "
                             f"month='{most_recent(int(value[5:]))}'")
        return value
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex05-09", "why": "the product rule first: an invented "
     "year is refused, never corrected, so 'August' gets no answer",
     "source": _MONTH_HEAD + '''        year, number = int(value[:4]), int(value[5:7])
        if not 0 <= months_ago(value) <= KEPT_MONTHS:
            raise ValueError(f"refunds are kept for {KEPT_MONTHS} months only; do not retry: "
                             f"tell the user")
        if str(year) not in user_text and value != most_recent(number):
            raise ValueError(f"retry with month='{most_recent(number)}'")
        return value
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex05-09", "why": "catches the invented year only: the "
     "corrected month is too old for the product rule and still runs",
     "source": _MONTH_HEAD + '''        year, number = int(value[:4]), int(value[5:7])
        if str(year) not in user_text and value != most_recent(number):
            raise ValueError(f"the user did not say {year}: retry with month='{most_recent(number)}'")
        if months_ago(value) > 12:
            raise ValueError("orders older than a year are not kept; do not retry: tell the user "
                             "refunds are kept for 6 months only")
        return value
'''},
    {"notebook": NOTEBOOK, "cell_id": "ex05-09", "why": "guesses the hallucination from the year "
     "instead of the user's words: a named old year is 'corrected' to this year",
     "source": _MONTH_HEAD + '''        year, number = int(value[:4]), int(value[5:7])
        if year != TODAY.year and value != most_recent(number):
            raise ValueError(f"retry with month='{most_recent(number)}'")
        if not 0 <= months_ago(value) <= KEPT_MONTHS:
            raise ValueError("refunds are kept for 6 months only; do not retry: tell the user")
        return value
'''},
]

RIGHT = [
    {"notebook": NOTEBOOK, "cell_id": "ex05-03", "why": "looks the word up once and states the "
     "digits to send",
     "source": _COUNT_HEAD + '''        number = NUMBER_WORDS.get(value.strip().lower()) if isinstance(value, str) else None
        if number is not None:
            raise ValueError(f"'{value}' is a word; count takes digits. Retry with count={number}")
        return value
''' + _COUNT_TAIL},
    {"notebook": NOTEBOOK, "cell_id": "ex05-09", "why": "the same two rules, with the window "
     "spelled out as the oldest kept month",
     "source": _MONTH_HEAD + '''        said = value[:4] in user_text
        corrected = most_recent(int(value[5:7]))
        if not said and value != corrected:
            raise ValueError(f"no year was given by the user; retry with month='{corrected}'")
        if months_ago(value) < 0 or months_ago(value) > KEPT_MONTHS:
            raise ValueError(f"refunds are kept for 6 months only, from 2026-04 on; do not retry "
                             f"with another month: tell the user {value} is not kept")
        return value
'''},
]
