"""One offline server for the whole fidelity session, reached over loopback only."""

import pytest

from .server import make_client, offline_server


@pytest.fixture(scope="session")
def fidelity_base_url():
    try:
        with offline_server() as url:
            yield url
    except RuntimeError as e:
        pytest.fail(str(e))


@pytest.fixture(scope="session")
def fidelity_client(fidelity_base_url):
    client = make_client(fidelity_base_url)
    yield client
    client.close()
