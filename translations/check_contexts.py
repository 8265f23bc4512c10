#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""translation_contexts: every context lupdate writes into the .ts file is one the code looks
texts up in at run time. A tr() call inside a class without Q_OBJECT or
Q_DECLARE_TR_FUNCTIONS is filed by lupdate under that class, while the call itself reaches
a free tr() helper (looking up the namespace's context) or a base class's tr() (looking up
the base's): the German text is then never found. Such a context has no Q_OBJECT class,
no Q_DECLARE_TR_FUNCTIONS and no QCoreApplication::translate() of that name.

Usage: check_contexts.py SOURCE_DIR TS_FILE"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def main():
    source_dir, ts_file = Path(sys.argv[1]), Path(sys.argv[2])
    looked_up = set()
    qobject_classes = set()
    for folder in ("app", "core", "widgets"):
        for path in (source_dir / folder).rglob("*"):
            if path.suffix not in (".cpp", ".h"):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            looked_up.update(re.findall(r"Q_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\)", text))
            looked_up.update(re.findall(r"QCoreApplication::translate\(\s*\"([^\"]+)\"", text))
            if "QObject::tr(" in text:
                looked_up.add("QObject")
            # The class a Q_OBJECT belongs to: the last class or struct opened before it.
            current = None
            for match in re.finditer(r"^(?:class|struct)\s+(?:[A-Z_]+_EXPORT\s+)?(\w+)[^;\n]*$|Q_OBJECT", text, re.M):
                if match.group(0) == "Q_OBJECT":
                    if current:
                        qobject_classes.add(current)
                else:
                    current = match.group(1)
    contexts = [c.findtext("name") for c in ET.parse(ts_file).getroot().iter("context")]
    lost = [c for c in contexts if c not in looked_up and c.split("::")[-1] not in qobject_classes]
    if lost:
        print("Contexts in %s that no code looks texts up in (their texts are never found):" % ts_file.name)
        for c in lost:
            print("    " + c)
        print("Give the class Q_DECLARE_TR_FUNCTIONS(<its qualified name>) (or Q_OBJECT), or call the "
              "free tr() helper only outside classes.")
        return 1
    print("All %d contexts of %s are looked up by the code." % (len(contexts), ts_file.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
