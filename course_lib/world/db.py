"""`World`: the demo business as a real SQLite database, plus the plain queries tools call.

Why a real database and not a dict: write tools (create_ticket, issue_refund) really write,
so a retried call really leaves a duplicate row that a learner can count with `query()`.

Every method returns JSON-serialisable dicts/lists. "Not found" raises LookupError and a bad
argument raises ValueError; both messages say what to do next, because the loop feeds them
back to the model as observations.
"""

from __future__ import annotations

import re
import sqlite3
import threading
from typing import Any

from . import seed
from .seed import TODAY

_SCHEMA = """
CREATE TABLE dealers (
    dealer_id     INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    province      TEXT NOT NULL,
    city          TEXT NOT NULL,
    level         TEXT NOT NULL,
    buyout_orders INTEGER NOT NULL
);
CREATE TABLE stock (
    sku          TEXT PRIMARY KEY,
    product      TEXT NOT NULL,
    price_cny    NUMERIC NOT NULL,
    on_hand      INTEGER NOT NULL,
    restock_date TEXT
);
CREATE TABLE orders (
    order_id    TEXT PRIMARY KEY,
    placed_on   TEXT NOT NULL,
    -- derived from placed_on so the two can never disagree
    month       TEXT GENERATED ALWAYS AS (substr(placed_on, 1, 7)) VIRTUAL,
    customer    TEXT NOT NULL,
    city        TEXT NOT NULL,
    dealer_id   INTEGER NOT NULL REFERENCES dealers(dealer_id),
    status      TEXT NOT NULL,
    carrier     TEXT,
    tracking_no TEXT,
    eta         TEXT,
    total_cny   NUMERIC NOT NULL
);
CREATE TABLE order_items (
    order_id TEXT NOT NULL REFERENCES orders(order_id),
    sku      TEXT NOT NULL REFERENCES stock(sku),
    qty      INTEGER NOT NULL
);
CREATE TABLE refunds (
    refund_id  TEXT PRIMARY KEY,
    order_id   TEXT NOT NULL REFERENCES orders(order_id),
    amount_cny NUMERIC NOT NULL,
    status     TEXT NOT NULL,
    reason     TEXT NOT NULL,
    updated    TEXT NOT NULL
);
CREATE TABLE kb_articles (
    article_id TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL
);
CREATE TABLE tickets (
    ticket_id TEXT PRIMARY KEY,
    order_id  TEXT NOT NULL REFERENCES orders(order_id),
    subject   TEXT NOT NULL,
    priority  TEXT NOT NULL,
    status    TEXT NOT NULL,
    created   TEXT NOT NULL
);
CREATE TABLE weather (
    city      TEXT PRIMARY KEY,
    city_zh   TEXT NOT NULL,
    temp_c    INTEGER NOT NULL,
    condition TEXT NOT NULL,
    humidity  INTEGER NOT NULL
);
"""
# NUMERIC affinity keeps 1977 an integer and 99.5 a float, so JSON shows money as written.

_TABLES = ("orders", "order_items", "dealers", "stock", "refunds", "kb_articles", "tickets",
           "weather")

_ORDER_ID = re.compile(r"[A-Z]-\d{4}")
_MONTH = re.compile(r"\d{4}-(0[1-9]|1[0-2])")

# Words too common to say anything about which article fits.
_STOPWORDS = {
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "is", "are", "be", "my",
    "i", "me", "it", "do", "does", "how", "what", "when", "where", "can", "you", "your",
    "with", "this", "that", "was", "will", "order", "orders",
}
_EXCERPT_CHARS = 160


def _terms(text: str) -> list[str]:
    """Lower-case words minus stopwords, with a plural 's' dropped (refunds -> refund)."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
            for w in words if w not in _STOPWORDS]


def _excerpt(body: str) -> str:
    if len(body) <= _EXCERPT_CHARS:
        return body
    return body[:_EXCERPT_CHARS - 3].rstrip() + "..."


class World:
    """One private copy of the business. Each learner session / test builds its own."""

    def __init__(self, path: str | None = None):
        # check_same_thread=False because tools may run in worker threads; the lock below
        # makes sure only one thread touches the connection at a time.
        self._conn = sqlite3.connect(path or ":memory:", check_same_thread=False)
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA foreign_keys = ON")
        self._lock = threading.Lock()
        with self._lock:
            fresh = not self._conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'orders'").fetchone()
            if fresh:  # an existing database file is reused as it is
                self._load_seed()

    def _load_seed(self) -> None:
        c = self._conn
        c.executescript(_SCHEMA)
        c.executemany("INSERT INTO dealers VALUES (?, ?, ?, ?, ?, ?)", seed.DEALERS)
        c.executemany("INSERT INTO stock VALUES (?, ?, ?, ?, ?)", seed.STOCK)
        c.executemany(
            "INSERT INTO orders (order_id, placed_on, customer, city, dealer_id, status,"
            " carrier, tracking_no, eta, total_cny) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            seed.ORDERS)
        c.executemany("INSERT INTO order_items VALUES (?, ?, ?)", seed.ORDER_ITEMS)
        c.executemany("INSERT INTO refunds VALUES (?, ?, ?, ?, ?, ?)", seed.REFUNDS)
        c.executemany("INSERT INTO kb_articles VALUES (?, ?, ?)", seed.KB_ARTICLES)
        c.executemany("INSERT INTO weather VALUES (?, ?, ?, ?, ?)", seed.WEATHER)
        c.commit()

    # ---- plumbing -------------------------------------------------------------------------

    def query(self, sql: str, params: tuple | dict = ()) -> list[dict]:
        """Run any SQL and return the rows as dicts, e.g. to count duplicate tickets."""
        with self._lock:
            rows = self._conn.execute(sql, params).fetchall()
            self._conn.commit()
        return [dict(r) for r in rows]

    def _one(self, sql: str, params: tuple = ()) -> dict | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def snapshot_counts(self) -> dict[str, int]:
        """Row count per table: a quick way to see what a run wrote."""
        return {t: self.query(f"SELECT COUNT(*) AS n FROM {t}")[0]["n"] for t in _TABLES}

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> World:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ---- orders ---------------------------------------------------------------------------

    @staticmethod
    def _order_missing(order_id: str) -> LookupError:
        return LookupError(f"No order with id {order_id!r}. Order ids look like 'A-1024'; "
                           "ask the user to check the id.")

    def _order_row(self, order_id: str) -> dict:
        # Forgive case and spaces (" a-1024 "), but nothing else: a wrong id is the user's to fix.
        oid = str(order_id).strip().upper()
        row = None
        if _ORDER_ID.fullmatch(oid):
            row = self._one("SELECT * FROM orders WHERE order_id = ?", (oid,))
        if row is None:
            raise self._order_missing(order_id)
        return row

    def get_order(self, order_id: str) -> dict:
        """Status, carrier, tracking number, eta, items, city and dealer of one order."""
        order = self._order_row(order_id)
        order["dealer_name"] = self.get_dealer(order["dealer_id"])["name"]
        order["items"] = self.query(
            "SELECT i.sku, s.product, i.qty FROM order_items i JOIN stock s USING (sku)"
            " WHERE i.order_id = ? ORDER BY i.rowid", (order["order_id"],))
        return order

    def list_orders(self, month: str, dealer_id: int | None = None,
                    status: str | None = None) -> list[dict]:
        """Orders placed in one month ('YYYY-MM'), optionally of one dealer / in one status."""
        if not _MONTH.fullmatch(str(month)):
            raise ValueError(f"month must look like '2026-09' (YYYY-MM), got {month!r}.")
        if status is not None and status not in seed.ORDER_STATUSES:
            raise ValueError(f"Unknown status {status!r}; use one of {list(seed.ORDER_STATUSES)}.")
        sql = ("SELECT order_id, placed_on, customer, city, dealer_id, status, total_cny"
               " FROM orders WHERE month = ?")
        params: list = [month]
        if dealer_id is not None:
            sql += " AND dealer_id = ?"
            params.append(dealer_id)
        if status is not None:
            sql += " AND status = ?"
            params.append(status)
        # An empty list is a real answer ("no orders that month"), not an error.
        return self.query(sql + " ORDER BY order_id", tuple(params))

    # ---- dealers --------------------------------------------------------------------------

    def find_dealers(self, name: str | None = None, city: str | None = None,
                     province: str | None = None) -> list[dict]:
        """Dealers whose name contains `name` (case-insensitive) and that sit in city/province.

        The name match is a plain substring on purpose: "Shenzhen dealer" finds nothing,
        because no dealer is *named* "... dealer" (the lesson on stuffed type words).
        """
        sql, params = "SELECT * FROM dealers WHERE 1 = 1", []
        for column, value in (("name", name), ("city", city), ("province", province)):
            if value is None:
                continue
            value = str(value).strip()
            if column != "name":  # users say 广东 / 深圳市; the table says Guangdong / Shenzhen
                value = seed.PLACES_ZH.get(value.removesuffix("省").removesuffix("市"), value)
            sql += f" AND instr(lower({column}), lower(?)) > 0"
            params.append(value)
        return self.query(sql + " ORDER BY dealer_id", tuple(params))

    def get_dealer(self, dealer_id: int) -> dict:
        """One dealer: name, province, city, level and its count of buyout orders."""
        row = self._one("SELECT * FROM dealers WHERE dealer_id = ?", (dealer_id,))
        if row is None:
            raise LookupError(f"No dealer with id {dealer_id!r}. Dealer ids are small integers "
                              "such as 42; use find_dealers to look one up by name or city.")
        return row

    # ---- stock ----------------------------------------------------------------------------

    def check_stock(self, sku: str) -> dict:
        """Units on hand for one SKU, and when it is restocked if it is out."""
        row = self._one("SELECT sku, product, on_hand, restock_date FROM stock WHERE sku = ?",
                        (str(sku).strip().upper(),))
        if row is None:
            raise LookupError(f"No product with SKU {sku!r}. SKUs look like 'HP-300'; take "
                              "them from the items of get_order.")
        row["in_stock"] = row["on_hand"] > 0
        return row

    # ---- refunds --------------------------------------------------------------------------

    def get_refund(self, order_id: str) -> dict:
        """The latest refund of an order."""
        order = self._order_row(order_id)
        row = self._one("SELECT * FROM refunds WHERE order_id = ? ORDER BY refund_id DESC",
                        (order["order_id"],))
        if row is None:
            raise LookupError(f"Order {order['order_id']} has no refund. Tell the user none "
                              "was requested, or use issue_refund if they qualify.")
        return row

    def issue_refund(self, order_id: str, amount_cny: float, reason: str) -> dict:
        """A real write: adds an approved refund row with the next id (R-3004, R-3005, ...)."""
        order = self._order_row(order_id)
        oid, total = order["order_id"], order["total_cny"]
        if order["status"] == "pending":
            raise ValueError(f"Order {oid} is pending (not paid yet): there is nothing to refund.")
        if amount_cny <= 0:
            raise ValueError(f"amount_cny must be more than 0, got {amount_cny}.")
        with self._lock:  # read-check-insert as one step, so two threads cannot both refund
            refunded = self._conn.execute(
                "SELECT COALESCE(SUM(amount_cny), 0) FROM refunds"
                " WHERE order_id = ? AND status != 'rejected'", (oid,)).fetchone()[0]
            if amount_cny > total - refunded:
                raise ValueError(
                    f"amount_cny {amount_cny} is more than order {oid} can refund: total "
                    f"{total} CNY, already refunded {refunded} CNY. Use at most "
                    f"{total - refunded} CNY.")
            refund_id = self._next_id("R", "refunds", "refund_id", first=3001)
            self._conn.execute("INSERT INTO refunds VALUES (?, ?, ?, 'approved', ?, ?)",
                               (refund_id, oid, amount_cny, reason, TODAY.isoformat()))
            self._conn.commit()
        return self._one("SELECT * FROM refunds WHERE refund_id = ?", (refund_id,))

    def _next_id(self, prefix: str, table: str, column: str, first: int) -> str:
        """Next 'P-NNNN' id. Call with the lock held."""
        last = self._conn.execute(
            f"SELECT MAX(CAST(substr({column}, 3) AS INTEGER)) FROM {table}").fetchone()[0]
        return f"{prefix}-{(last + 1) if last else first:04d}"

    # ---- knowledge base -------------------------------------------------------------------

    def search_kb(self, query: str, limit: int = 3) -> list[dict]:
        """Rank articles by keyword hits (a title hit counts 3, a body hit 1); ties by id."""
        wanted = set(_terms(query))
        for zh, english in seed.KB_KEYWORDS_ZH.items():
            if zh in query:
                wanted.update(_terms(english))
        scored = []
        for art in self.query("SELECT * FROM kb_articles"):
            title, body = _terms(art["title"]), _terms(art["body"])
            score = sum(3 * title.count(t) + body.count(t) for t in wanted)
            if score:
                scored.append((-score, art["article_id"], art))
        scored.sort(key=lambda s: s[:2])
        return [{"rank": i, "article_id": art["article_id"], "title": art["title"],
                 "excerpt": _excerpt(art["body"])}
                for i, (_, _, art) in enumerate(scored[:limit], start=1)]

    def get_article(self, article_id: str) -> dict:
        """The full text of one article."""
        row = self._one("SELECT * FROM kb_articles WHERE article_id = ?",
                        (str(article_id).strip().upper(),))
        if row is None:
            raise LookupError(f"No article with id {article_id!r}. Article ids look like "
                              "'KB-101'; call search_kb first and use an article_id it returns.")
        return row

    # ---- tickets --------------------------------------------------------------------------

    def create_ticket(self, order_id: str, subject: str, priority: str = "normal") -> dict:
        """A real INSERT: calling it twice gives two tickets (the idempotency lesson)."""
        if priority not in seed.TICKET_PRIORITIES:
            raise ValueError(f"Unknown priority {priority!r}; use one of "
                             f"{list(seed.TICKET_PRIORITIES)}.")
        oid = self._order_row(order_id)["order_id"]
        with self._lock:  # next id + insert as one step, so concurrent calls never clash
            ticket_id = self._next_id("T", "tickets", "ticket_id",
                                      first=seed.FIRST_TICKET_NUMBER)
            self._conn.execute("INSERT INTO tickets VALUES (?, ?, ?, ?, 'open', ?)",
                               (ticket_id, oid, subject, priority, TODAY.isoformat()))
            self._conn.commit()
        return self._one("SELECT * FROM tickets WHERE ticket_id = ?", (ticket_id,))

    def list_tickets(self) -> list[dict]:
        """Every ticket, oldest first."""
        return self.query("SELECT * FROM tickets ORDER BY ticket_id")

    # ---- weather --------------------------------------------------------------------------

    def get_weather(self, city: str) -> dict:
        """Today's weather in a city, by English name (any case) or Chinese name."""
        name = str(city).strip()
        row = self._one("SELECT * FROM weather WHERE lower(city) = lower(?) OR city_zh = ?",
                        (name, name.removesuffix("市")))
        if row is None:
            known = ", ".join(r["city"] for r in self.query("SELECT city FROM weather"))
            raise LookupError(f"No weather for {city!r}. Known cities: {known}. "
                              "Call once per city, e.g. get_weather('Beijing').")
        return row
