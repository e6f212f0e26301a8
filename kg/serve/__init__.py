"""The server process: gunicorn with gevent workers running the web app, and how connections are spread across them."""
