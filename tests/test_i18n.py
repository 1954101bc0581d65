"""No text exists in only one language; errors speak both."""

import importlib
import pkgutil

import pytest

import knackpy
from knackpy import i18n
from knackpy.errors import KnackpyError


def import_every_module():
    for info in pkgutil.walk_packages(knackpy.__path__, "knackpy."):
        if info.name != "knackpy.__main__":  # running it would start the command line
            importlib.import_module(info.name)


def normalised(names):
    return {n.removesuffix("_en") for n in names}


def test_every_entry_has_german_and_english_with_the_same_placeholders():
    import_every_module()
    entries = i18n.all_entries()
    assert len(entries) > 50
    for key, (de, en) in entries.items():
        assert de.strip() and en.strip(), key
        # "{deck}" in German may pair with "{deck_en}" in English: the same fact in its own language
        assert normalised(i18n.placeholders(de)) == normalised(i18n.placeholders(en)), key


def test_german_and_english_differ_for_sentences():
    import_every_module()
    same = [k for k, (de, en) in i18n.all_entries().items() if de == en and " " in de and "{" not in de]
    # a few proper names are the same in both languages; whole sentences never are
    assert all(len(i18n.all_entries()[k][0].split()) <= 3 for k in same), same


def test_unknown_language_is_a_bilingual_error():
    with pytest.raises(KnackpyError) as info:
        i18n.text("lang.name", "fr")
    assert "fr" in info.value.de and "fr" in info.value.en


def test_both_and_duplicates():
    assert i18n.both("lang.name") == {"de": "Deutsch", "en": "English"}
    with pytest.raises(KeyError):
        i18n.catalogue({"lang.name": ("anders", "other")})
    with pytest.raises(TypeError):
        i18n.catalogue({"test.only_german": ("nur deutsch", "")})
