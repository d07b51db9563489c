"""The demo business the course's tools act on: orders, dealers, stock, refunds, a knowledge
base, tickets and weather, in a private SQLite database built from `seed.py`.

    from course_lib.world import World, TODAY, world_tools
    world = World()                 # fresh in-memory copy; nothing is shared or persisted
    world.get_order("A-1024")
    tools = world_tools(world)      # the same operations as tools for the agent
"""

from .db import World
from .seed import TODAY
from .tools import SUPPORT, world_tools

__all__ = ["World", "TODAY", "SUPPORT", "world_tools"]
