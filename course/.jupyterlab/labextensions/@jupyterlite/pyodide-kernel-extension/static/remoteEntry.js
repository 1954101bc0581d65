// knackpy course (knackpy/quickstart.py, LAB_EXTENSIONS): JupyterLab loads every federated extension's entry
// and asks it for nothing more when its _build names no "extension"; the real entry of JupyterLite's kernel
// would fail here ("Shared module @jupyterlite/services doesn't exist in shared scope default").
(window._JUPYTERLAB = window._JUPYTERLAB || {})["@jupyterlite/pyodide-kernel-extension"] = {
  init: function () {},
  get: function (module) {
    return Promise.reject(new Error("JupyterLite's kernel is not part of the course's JupyterLab: " + module));
  },
};
