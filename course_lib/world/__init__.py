"""The demo business the course's tools act on: orders, dealers, stock, refunds, a knowledge
base, tickets and weather, in a private SQLite database built from `seed.py`.

    from course_lib.world import World, TODAY, world_tools
    world = World()                 # fresh in-memory copy; nothing is shared or persisted
    world.get_order("A-1024")
    tools = world_tools(world)      # the same operations as tools for the agent
    next_turn(history, question)    # the demo agent's request: SYSTEM + history + question
"""

from .db import World
from .prompt import SYSTEM, next_turn
from .seed import TODAY
from .tools import SUPPORT, world_tools

__all__ = ["World", "TODAY", "SUPPORT", "SYSTEM", "next_turn", "world_tools"]
