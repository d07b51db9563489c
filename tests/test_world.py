"""The demo business: seed facts the lessons rely on, every query method, and isolation."""

from __future__ import annotations

import datetime
import json
import sqlite3
import threading

import pytest

from course_lib.world import TODAY, World


@pytest.fixture
def world():
    with World() as w:
        yield w


# ---- seed facts the lessons rely on ---------------------------------------------------------

def test_today_is_fixed():
    assert TODAY == datetime.date(2026, 10, 12)


def test_order_a1024_is_shipped_and_arrives_two_days_after_today(world):
    order = world.get_order("A-1024")
    assert order["status"] == "shipped"
    assert order["carrier"] == "SF Express" and order["tracking_no"]
    assert order["eta"] == (TODAY + datetime.timedelta(days=2)).isoformat()
    assert order["city"] == "Shenzhen" and order["dealer_id"] == 42
    assert order["dealer_name"] == "Shenzhen Pengcheng Trading"
    assert order["month"] == "2026-10"
    assert [i["sku"] for i in order["items"]] == ["KB-200", "LS-020"]
    json.dumps(order)  # tools hand results to the model as JSON


def test_order_totals_match_items_and_prices(world):
    rows = world.query(
        "SELECT o.order_id, o.total_cny, SUM(i.qty * s.price_cny) AS computed"
        " FROM orders o JOIN order_items i USING (order_id) JOIN stock s USING (sku)"
        " GROUP BY o.order_id")
    assert len(rows) == 12
    assert all(r["total_cny"] == r["computed"] for r in rows)


def test_every_status_appears_and_ids_follow_the_pattern(world):
    orders = world.query("SELECT order_id, status FROM orders")
    assert {o["status"] for o in orders} == {
        "pending", "paid_not_shipped", "shipped", "delivered", "cancelled"}
    assert all(len(o["order_id"]) == 6 and o["order_id"][1] == "-" for o in orders)


def test_diagnosis_chain_unshipped_order_out_of_stock_compensation(world):
    order = world.get_order("A-1021")
    assert order["status"] == "paid_not_shipped" and order["eta"] is None
    stock = world.check_stock(order["items"][0]["sku"])
    assert stock == {"sku": "HP-300", "product": "Noise-cancelling headphones H3",
                     "on_hand": 0, "restock_date": "2026-10-20", "in_stock": False}
    assert world.search_kb("compensation late shipment")[0]["article_id"] == "KB-104"


def test_cancelled_order_has_a_paid_refund(world):
    assert world.get_order("A-1015")["status"] == "cancelled"
    refund = world.get_refund("A-1015")
    assert refund["status"] == "paid" and refund["amount_cny"] == 399


# ---- orders ---------------------------------------------------------------------------------

def test_get_order_forgives_case_and_spaces(world):
    assert world.get_order(" a-1024 ")["order_id"] == "A-1024"


@pytest.mark.parametrize("bad", ["A-9999", "1024", "order A-1024", ""])
def test_get_order_not_found_says_what_to_do(world, bad):
    with pytest.raises(LookupError, match="Order ids look like 'A-1024'; ask the user"):
        world.get_order(bad)


def test_list_orders_by_month(world):
    ids = [o["order_id"] for o in world.list_orders("2026-09")]
    assert ids == ["A-1003", "A-1007", "A-1011", "A-1015", "A-1019"]
    assert [o["order_id"] for o in world.list_orders("2025-09")] == ["A-0731", "A-0746"]
    assert len(world.list_orders("2026-08")) == 2
    assert len(world.list_orders("2026-10")) == 3


def test_list_orders_hallucinated_year_is_simply_empty(world):
    assert world.list_orders("2022-09") == []


def test_list_orders_filters(world):
    assert [o["order_id"] for o in world.list_orders("2026-09", dealer_id=42)] == [
        "A-1003", "A-1011"]
    assert [o["order_id"] for o in world.list_orders("2026-10", status="pending")] == ["A-1027"]


@pytest.mark.parametrize("month", ["September", "2026-9", "2026-13", "09-2026"])
def test_list_orders_rejects_bad_month(world, month):
    with pytest.raises(ValueError, match="YYYY-MM"):
        world.list_orders(month)


def test_list_orders_rejects_unknown_status(world):
    with pytest.raises(ValueError, match="paid_not_shipped"):
        world.list_orders("2026-09", status="unpaid")


# ---- dealers --------------------------------------------------------------------------------

def test_dealer_42_is_shenzhen_guangdong(world):
    dealer = world.get_dealer(42)
    assert dealer == {"dealer_id": 42, "name": "Shenzhen Pengcheng Trading",
                      "province": "Guangdong", "city": "Shenzhen", "level": "gold",
                      "buyout_orders": 37}


def test_find_dealers_by_name_substring_any_case(world):
    assert [d["dealer_id"] for d in world.find_dealers(name="pengcheng")] == [42]
    assert [d["dealer_id"] for d in world.find_dealers(name="SHENZHEN")] == [42]


def test_find_dealers_stuffed_type_word_finds_nothing(world):
    assert world.find_dealers(name="Shenzhen dealer") == []


def test_find_dealers_by_place_in_english_or_chinese(world):
    assert [d["dealer_id"] for d in world.find_dealers(province="guangdong")] == [7, 42]
    assert [d["dealer_id"] for d in world.find_dealers(province="广东省", city="深圳")] == [42]
    assert len(world.find_dealers()) == 5


def test_get_dealer_not_found(world):
    with pytest.raises(LookupError, match="find_dealers"):
        world.get_dealer(999)


# ---- stock ----------------------------------------------------------------------------------

def test_check_stock_in_stock(world):
    stock = world.check_stock("kb-200")
    assert stock["in_stock"] is True and stock["on_hand"] == 48 and stock["restock_date"] is None


def test_check_stock_not_found(world):
    with pytest.raises(LookupError, match="SKUs look like 'HP-300'"):
        world.check_stock("XX-000")


# ---- refunds --------------------------------------------------------------------------------

def test_get_refund_statuses(world):
    assert world.get_refund("A-1019")["status"] == "requested"
    assert world.get_refund("A-0972")["status"] == "rejected"


def test_get_refund_none_requested(world):
    with pytest.raises(LookupError, match="A-1024 has no refund"):
        world.get_refund("A-1024")
    with pytest.raises(LookupError, match="Order ids look like"):
        world.get_refund("A-9999")


def test_issue_refund_writes_a_row_with_the_next_id(world):
    before = world.snapshot_counts()["refunds"]
    refund = world.issue_refund("A-1011", 1977, "Customer returned the monitor")
    assert refund == {"refund_id": "R-3004", "order_id": "A-1011", "amount_cny": 1977,
                      "status": "approved", "reason": "Customer returned the monitor",
                      "updated": TODAY.isoformat()}
    assert world.snapshot_counts()["refunds"] == before + 1
    assert world.get_refund("A-1011")["refund_id"] == "R-3004"
    assert world.issue_refund("A-1003", 129.5, "Mouse scratched")["refund_id"] == "R-3005"


@pytest.mark.parametrize("amount", [0, -10])
def test_issue_refund_refuses_non_positive(world, amount):
    with pytest.raises(ValueError, match="more than 0"):
        world.issue_refund("A-1011", amount, "x")


def test_issue_refund_refuses_more_than_the_order_can_refund(world):
    with pytest.raises(ValueError, match="Use at most 1977 CNY"):
        world.issue_refund("A-1011", 5000, "x")
    world.issue_refund("A-1011", 1000, "partial")
    with pytest.raises(ValueError, match="already refunded 1000 CNY. Use at most 977 CNY"):
        world.issue_refund("A-1011", 1000, "again")
    # A-1015 was cancelled and its 399 CNY are already paid back.
    with pytest.raises(ValueError, match="Use at most 0 CNY"):
        world.issue_refund("A-1015", 1, "x")


def test_issue_refund_refuses_unpaid_order(world):
    with pytest.raises(ValueError, match="not paid"):
        world.issue_refund("A-1027", 10, "x")


# ---- knowledge base -------------------------------------------------------------------------

def test_search_kb_shape_and_ranking(world):
    hits = world.search_kb("how are refunds paid")
    assert [h["rank"] for h in hits] == [1, 2, 3]
    assert hits[0]["article_id"] == "KB-103"
    assert set(hits[0]) == {"rank", "article_id", "title", "excerpt"}
    assert all(len(h["excerpt"]) <= 160 for h in world.search_kb("refund return shipping", 8))


def test_search_kb_is_deterministic_and_ties_break_by_id(world):
    assert world.search_kb("refund warranty invoice", 8) == \
        World().search_kb("refund warranty invoice", 8)
    # A copy of KB-107 under a smaller id scores the same: the tie goes to the smaller id.
    world.query("INSERT INTO kb_articles SELECT 'KB-099', title, body FROM kb_articles"
                " WHERE article_id = 'KB-107'")
    assert [h["article_id"] for h in world.search_kb("invoice")] == ["KB-099", "KB-107"]


def test_search_kb_limit_and_no_match(world):
    assert len(world.search_kb("refund", limit=1)) == 1
    assert world.search_kb("weather in Tokyo") == []


@pytest.mark.parametrize("query, article_id", [
    ("退货", "KB-101"), ("退款多久到账", "KB-103"), ("发货要几天", "KB-102"),
    ("物流", "KB-102"), ("发票", "KB-107"), ("保修", "KB-105"), ("赔偿", "KB-104"),
    ("补偿", "KB-104"), ("改地址", "KB-106"),
])
def test_search_kb_chinese_keywords(world, query, article_id):
    assert world.search_kb(query)[0]["article_id"] == article_id


def test_injection_article_is_found_by_a_refund_query(world):
    assert "KB-108" in [h["article_id"] for h in world.search_kb("refund")]
    body = world.get_article("KB-108")["body"]
    assert "ignore previous instructions" in body and "A-1011" in body
    assert world.get_order("A-1011")["status"] == "delivered"  # a real order to be stolen


def test_get_article_and_not_found(world):
    article = world.get_article("kb-101")
    assert article["title"] == "Return policy" and "7 days" in article["body"]
    with pytest.raises(LookupError, match="call search_kb first"):
        world.get_article("KB-999")


# ---- tickets --------------------------------------------------------------------------------

def test_create_ticket_twice_gives_two_rows(world):
    first = world.create_ticket("A-1024", "Parcel late", priority="high")
    second = world.create_ticket("A-1024", "Parcel late", priority="high")
    assert first == {"ticket_id": "T-5001", "order_id": "A-1024", "subject": "Parcel late",
                     "priority": "high", "status": "open", "created": "2026-10-12"}
    assert second["ticket_id"] == "T-5002"
    dupes = world.query("SELECT order_id, subject, COUNT(*) AS n FROM tickets"
                        " GROUP BY order_id, subject HAVING n > 1")
    assert dupes == [{"order_id": "A-1024", "subject": "Parcel late", "n": 2}]
    assert [t["ticket_id"] for t in world.list_tickets()] == ["T-5001", "T-5002"]


def test_create_ticket_checks_order_and_priority(world):
    with pytest.raises(LookupError, match="Order ids look like"):
        world.create_ticket("A-9999", "x")
    with pytest.raises(ValueError, match="'low', 'normal', 'high'"):
        world.create_ticket("A-1024", "x", priority="urgent")
    assert world.list_tickets() == []


def test_tickets_from_threads_get_sequential_unique_ids(world):
    def work():
        for _ in range(5):
            world.create_ticket("A-1021", "Not shipped yet")

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    ids = [t["ticket_id"] for t in world.list_tickets()]
    assert ids == [f"T-{n}" for n in range(5001, 5041)]


# ---- weather --------------------------------------------------------------------------------

@pytest.mark.parametrize("city, temp", [
    ("Beijing", 31), ("shanghai", 28), ("SHENZHEN", 30), ("广州", 29), ("北京市", 31),
    ("new york", 18),
])
def test_get_weather(world, city, temp):
    assert world.get_weather(city)["temp_c"] == temp


def test_get_weather_has_all_cities(world):
    for city in ["Hangzhou", "Chengdu", "London", "New York", "Tokyo"]:
        assert set(world.get_weather(city)) == {"city", "city_zh", "temp_c", "condition",
                                                "humidity"}


def test_get_weather_not_found_lists_known_cities(world):
    with pytest.raises(LookupError, match="Known cities: .*Beijing"):
        world.get_weather("Beijing and Shanghai")


# ---- instances, files, plumbing -------------------------------------------------------------

def test_instances_are_isolated():
    with World() as a, World() as b:
        a.create_ticket("A-1024", "Where is it?")
        a.issue_refund("A-1011", 100, "x")
        assert b.list_tickets() == []
        assert b.snapshot_counts()["refunds"] == 3
        assert b.create_ticket("A-1024", "Where is it?")["ticket_id"] == "T-5001"


def test_snapshot_counts(world):
    assert world.snapshot_counts() == {
        "orders": 12, "order_items": 15, "dealers": 5, "stock": 7, "refunds": 3,
        "kb_articles": 8, "tickets": 0, "weather": 9}


def test_file_database_is_seeded_once_and_reused(tmp_path):
    path = str(tmp_path / "world.db")
    with World(path) as w:
        w.create_ticket("A-1024", "Persisted")
    with World(path) as w:
        assert [t["subject"] for t in w.list_tickets()] == ["Persisted"]
        assert w.snapshot_counts()["orders"] == 12


def test_close_releases_the_connection():
    w = World()
    w.close()
    with pytest.raises(sqlite3.ProgrammingError):
        w.get_order("A-1024")
