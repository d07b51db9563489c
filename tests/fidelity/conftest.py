"""The fidelity suite asks the offline server that the whole test process shares
(``offline_base_url`` in tests/conftest.py), over loopback only."""

import pytest

from .server import make_client


@pytest.fixture(scope="session")
def fidelity_client(offline_base_url):
    client = make_client(offline_base_url)
    yield client
    client.close()
