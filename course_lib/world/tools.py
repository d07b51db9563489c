"""The demo business as tools: descriptions written for the model, schemas that check input.

Each description says what the tool does, when to use it and, where it matters,
when *not* to. Validators phrase their errors as instructions ("retry with
month='2026-09'"), because the model is the one who reads them.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, Field, field_validator

from ..tools import Tool, tool
from .db import World
from .seed import TODAY

OrderId = Annotated[str, Field(pattern=r"^[A-Z]-\d{4}$",
                               description="Order id, e.g. 'A-1024' (one capital letter, a dash, "
                                           "four digits).")]


class ListOrdersArgs(BaseModel):
    month: str = Field(description="Month the orders were placed, as YYYY-MM. If the user names "
                                   "a month without a year, use the current year.")
    dealer_id: int | None = Field(default=None, description="Only orders of this dealer id.")

    @field_validator("month")
    @classmethod
    def month_is_recent(cls, value: str) -> str:
        if not re.fullmatch(r"\d{4}-\d{2}", value):
            raise ValueError(f"month '{value}' is not in YYYY-MM form; retry with "
                             f"month='{TODAY.year}-09' style values")
        year, month = int(value[:4]), int(value[5:])
        months_ago = (TODAY.year - year) * 12 + TODAY.month - month
        if not 0 <= months_ago <= 12:
            fixed = f"{TODAY.year if month <= TODAY.month else TODAY.year - 1}-{month:02d}"
            # Two rules in one message, because a validator sees the arguments, not the
            # user's words: orders are kept 12 months (a user's own year is answered with
            # that), and a year the user never said is the model's invention (retry).
            raise ValueError(f"month '{value}' is not within the last 12 months (today is "
                             f"{TODAY.isoformat()}): orders are kept for 12 months only. If "
                             f"the user named that year, tell them so; if the user did not "
                             f"say a year, retry with month='{fixed}'")
        return value


TYPE_WORDS = ("dealer", "agent", "distributor", "reseller", "代理商", "经销商")


class FindDealersArgs(BaseModel):
    name: str | None = Field(default=None, description="Part of the dealer's company name, "
                                                       "e.g. 'Pengcheng'.")
    city: str | None = Field(default=None, description="City in English, e.g. 'Shenzhen'.")
    province: str | None = Field(default=None, description="Province, e.g. 'Guangdong'.")

    @field_validator("name")
    @classmethod
    def name_has_no_type_word(cls, value: str | None) -> str | None:
        for word in TYPE_WORDS:
            if value and word in value.lower():
                raise ValueError(f"name '{value}' contains the type word '{word}', which is not "
                                 f"part of any company name: remove '{word}' from name, and put "
                                 "a place in city/province instead")
        return value


def world_tools(world: World, names: list[str] | None = None) -> list[Tool]:
    """Tools bound to one World. `names` picks a subset, in the given order."""

    @tool
    def get_order_status(order_id: OrderId) -> dict:
        """Look up one order by its id: status, carrier, tracking number, ETA and items.
        Use for 'where is my order' / delivery questions. Not for refunds."""
        return world.get_order(order_id)

    @tool
    def search_knowledge_base(query: Annotated[str, Field(
            description="A short search query in English, e.g. 'return policy'.")]) -> list:
        """Search the customer-service knowledge base (policies: returns, shipping times,
        refunds, compensation, warranty, invoices). Returns ranked excerpts with article ids;
        fetch the full text with get_article."""
        return world.search_kb(query)

    @tool
    def get_article(article_id: Annotated[str, Field(
            pattern=r"^KB-\d{3}$", description="Knowledge-base article id, e.g. 'KB-101'.")]) -> dict:
        """Full text of one knowledge-base article. Use after search_knowledge_base returned
        its article_id."""
        return world.get_article(article_id)

    @tool
    def get_refund_status(order_id: OrderId) -> dict:
        """Status and amount of the refund for an order. Use for refund questions.
        Not for issuing a new refund."""
        return world.get_refund(order_id)

    @tool(writes=True)
    def create_ticket(order_id: OrderId,
                      subject: Annotated[str, Field(description="One-line summary of the problem.")],
                      priority: Literal["low", "normal", "high"] = "normal") -> dict:
        """Create a customer-support ticket (complaint or escalation) about an order.
        This writes to the ticket system. Use only when the user asks to open a ticket or complain."""
        return world.create_ticket(order_id, subject, priority)

    @tool(writes=True)
    def issue_refund(order_id: OrderId,
                     amount_cny: Annotated[float, Field(gt=0, description="Refund amount in CNY.")],
                     reason: Annotated[str, Field(description="Why the refund is issued.")]) -> dict:
        """Issue a refund (pays money back) for an order. High risk: use only when the user
        explicitly asks to refund an order."""
        return world.issue_refund(order_id, amount_cny, reason)

    @tool
    def get_weather(city: Annotated[str, Field(
            description="City name in English, e.g. 'Beijing'.")]) -> dict:
        """Current weather in one city: temperature in °C, condition and humidity.
        Not for forecasts."""
        return world.get_weather(city)

    @tool
    def list_orders(args: ListOrdersArgs) -> list:
        """List the orders placed in one month, optionally for one dealer. Use for questions
        like 'orders in September' or counting a dealer's monthly orders."""
        return world.list_orders(args.month, args.dealer_id)

    @tool
    def find_dealers(args: FindDealersArgs) -> list:
        """Find dealers (sales agents) by company name, city or province. Returns dealer ids,
        levels and buyout-order counts."""
        return world.find_dealers(args.name, args.city, args.province)

    @tool
    def check_stock(sku: Annotated[str, Field(description="Product SKU, e.g. 'HP-300'.")]) -> dict:
        """Stock on hand and restock date of a product. Use when an order is paid but not
        shipped, to see whether the product is out of stock."""
        return world.check_stock(sku)

    everything = [get_order_status, search_knowledge_base, get_article, get_refund_status,
                  create_ticket, issue_refund, get_weather, list_orders, find_dealers,
                  check_stock]
    by_name = {t.name: t for t in everything}
    if names is None:
        return everything
    unknown = [n for n in names if n not in by_name]
    if unknown:
        raise ValueError(f"No world tool named {unknown}; choose from {list(by_name)}.")
    return [by_name[n] for n in names]


SUPPORT = ["get_order_status", "search_knowledge_base", "get_article", "get_refund_status",
           "create_ticket", "get_weather"]
