"""The school server's container example (tools/school/, issue 31): it cannot run here (no Docker), so its
parts are checked against each other, against knackpy's own command line and against the administrators' page."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import yaml

from knackpy.cli.parser import build_parser

ROOT = Path(__file__).resolve().parents[1]
SCHOOL = ROOT / "tools" / "school"
PAGES = [ROOT / "docs" / lang / "teachers" / "school-server.md" for lang in ("de", "en")]


def compose() -> dict:
    return yaml.safe_load((SCHOOL / "docker-compose.yml").read_text(encoding="utf-8"))


def classroom_services(services: dict) -> dict[str, dict]:
    return {name: s for name, s in services.items() if s.get("command", [None])[0] == "knackpy"}


def test_the_compose_file_has_a_database_a_classroom_with_workers_and_a_proxy():
    services = compose()["services"]
    assert services["db"]["image"].startswith("postgres:")
    assert "pg_isready" in " ".join(services["db"]["healthcheck"]["test"])
    assert services["proxy"]["image"].startswith("nginx:") and services["proxy"]["ports"] == ["80:80"]
    classrooms = classroom_services(services)
    assert classrooms, "no service runs knackpy serve"
    for service in classrooms.values():
        args = build_parser("en").parse_args(service["command"][1:])  # knackpy's own parser takes it
        assert args.command == "serve"
        assert args.lan and args.proxy and args.workers >= 2
        address = urlsplit(args.db)
        assert address.scheme == "postgresql" and address.hostname == "db" and address.password is None
        assert service["environment"]["PGPASSWORD"] == services["db"]["environment"]["POSTGRES_PASSWORD"]
        assert service["depends_on"]["db"]["condition"] == "service_healthy"
        assert service["stop_signal"] == "SIGTERM"
        assert (ROOT / service["build"]["context"].replace("../..", ".") / service["build"]["dockerfile"]).is_file()


def test_nginx_sends_every_classroom_to_its_service_and_port_with_websockets():
    services = compose()["services"]
    conf = (SCHOOL / "nginx.conf").read_text(encoding="utf-8")
    upstreams = set(re.findall(r"^\s*server\s+([\w.-]+):(\d+);", conf, re.M))
    for name, service in classroom_services(services).items():
        port = build_parser("en").parse_args(service["command"][1:]).port
        assert (name, str(port)) in upstreams
    mounted = services["proxy"]["volumes"][0].split(":")
    assert (SCHOOL / mounted[0]).resolve() == (SCHOOL / "nginx.conf").resolve()
    for line in ('proxy_set_header Upgrade $http_upgrade;', 'proxy_set_header Connection "upgrade";',
                 "proxy_set_header X-Forwarded-For $remote_addr;"):  # fmt: skip
        assert line in conf
        for page in PAGES:  # the same settings as the nginx example on the administrators' page
            assert line in page.read_text(encoding="utf-8")


def test_the_image_installs_the_school_extra_that_pyproject_names():
    dockerfile = (SCHOOL / "Dockerfile").read_text(encoding="utf-8")
    assert 'pip install --no-cache-dir ".[school]"' in dockerfile and "USER nobody" in dockerfile
    assert re.search(r"^school = \[", (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)
    for copied in re.findall(r"^COPY (.+) \S+$", dockerfile, re.M):
        for part in copied.split():
            assert (ROOT / part).exists(), part


def test_the_administrators_page_names_the_compose_file_and_its_command_line():
    for name, service in classroom_services(compose()["services"]).items():
        command = " ".join(service["command"])
        for page in PAGES:
            text = page.read_text(encoding="utf-8")
            assert "tools/school/docker-compose.yml" in text and command in text, page
            assert f"docker compose logs {name}" in text and "KNACKPY_DB_PASSWORD" in text, page
