"""The demo business the course's tools act on: orders, dealers, stock, refunds, a knowledge
base, tickets and weather, in a private SQLite database built from `seed.py`.

    from course_lib.world import World, TODAY
    world = World()                 # fresh in-memory copy; nothing is shared or persisted
    world.get_order("A-1024")
"""

from .db import World
from .seed import TODAY

__all__ = ["World", "TODAY"]
